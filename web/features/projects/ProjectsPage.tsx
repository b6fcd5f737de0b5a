import Grid from '@mui/material/Grid';
import { EMPTY, LOAD_FAILED } from '../../../contracts/messages';
import { PageHeader } from '../../components/PageHeader';
import { ProjectCard } from '../../components/ProjectCard';
import { Section } from '../../components/Section';
import { QueryContent } from '../../components/States';
import { useSay, useT } from '../../i18n/useT';
import { useProjectsByCourse } from './api';

/** /projects: the projects of every course, grouped by course title. */
export function ProjectsPage() {
  const t = useT();
  const say = useSay();
  const query = useProjectsByCourse();
  const { data: groups = {} } = query;
  const entries = Object.entries(groups).filter(([, projects]) => projects.length > 0);
  return (
    <>
      <PageHeader title={t('projects.title')} subtitle={t('projects.subtitle')} />
      <QueryContent
        query={query}
        loadingLabel={t('projects.loading')}
        errorMessage={say(LOAD_FAILED.projects)}
        isEmpty={entries.length === 0}
        emptyMessage={say(EMPTY.projects)}
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
