import Grid from '@mui/material/Grid';
import { EMPTY, LOAD_FAILED } from '../../../contracts/messages';
import { PageHeader } from '../../components/PageHeader';
import { ProjectCard } from '../../components/ProjectCard';
import { Section } from '../../components/Section';
import { QueryContent } from '../../components/States';
import { useProjectsByCourse } from './api';

/** /projects: the projects of every course, grouped by course title. */
export function ProjectsPage() {
  const query = useProjectsByCourse();
  const { data: groups = {} } = query;
  const entries = Object.entries(groups).filter(([, projects]) => projects.length > 0);
  return (
    <>
      <PageHeader title="Projects" subtitle="Build Real Projects, Earn Points" />
      <QueryContent
        query={query}
        loadingLabel="Loading projects"
        errorMessage={LOAD_FAILED.projects}
        isEmpty={entries.length === 0}
        emptyMessage={EMPTY.projects}
      >
        {entries.map(([courseTitle, projects]) => (
          <Section key={courseTitle} title={courseTitle}>
            <Grid container spacing={2}>
              {projects.map((project) => (
                <Grid key={project.id} size={{ xs: 12, sm: 6, md: 3 }}>
                  <ProjectCard project={project} />
                </Grid>
              ))}
            </Grid>
          </Section>
        ))}
      </QueryContent>
    </>
  );
}
