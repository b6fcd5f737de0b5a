import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../app/paths';
import { useT } from '../i18n/useT';
import { formatNumber } from './format';
import { Tag } from './Tag';
import type { Project } from '../../contracts/projects';

/** A project: name, course, points and how many completed it; links to the project page. */
export function ProjectCard({ project, showCourse = false }: { project: Project; showCourse?: boolean }) {
  const t = useT();
  const course = project.course_title ?? project.course?.title;
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={paths.project(project.id)} sx={{ height: '100%' }}>
        <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} component="h3" dir="auto">
            {project.name}
          </Typography>
          {showCourse && course && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} dir="auto">
              {course}
            </Typography>
          )}
          <Box sx={{ display: 'flex', mt: 'auto', flexWrap: 'wrap', gap: 0.75 }}>
            <Tag tone="primary" label={t('common.points', { count: project.points_value ?? 0 })} />
            <Tag
              variant="outlined"
              icon={<GroupsOutlined />}
              label={t('common.completedBy', { count: formatNumber(project.users_count) })}
            />
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
