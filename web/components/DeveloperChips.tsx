import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import { useT } from '../i18n/useT';
import { Tag } from './Tag';

type Counts = { total_points?: number; projects_count?: number; courses_count?: number };
type Which = 'points' | 'projects' | 'courses';
type Justify = 'center' | 'flex-start' | { xs: string; md: string };

/** Points, projects and courses of a developer as small chips ('1 Point', '2 Courses', en-US figures). */
export function DeveloperChips({
  developer,
  show = ['points', 'projects', 'courses'],
  justify = 'center',
}: {
  developer: Counts;
  show?: Which[];
  justify?: Justify;
}) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, justifyContent: justify }}>
      {show.includes('points') && (
        <Tag tone="primary" icon={<EmojiEventsOutlined />} label={t('common.points', { count: developer.total_points ?? 0 })} />
      )}
      {show.includes('projects') && (
        <Tag
          variant="outlined"
          icon={<FolderOutlined />}
          label={t('common.projects', { count: developer.projects_count ?? 0 })}
        />
      )}
      {show.includes('courses') && (
        <Tag variant="outlined" icon={<SchoolOutlined />} label={t('common.courses', { count: developer.courses_count ?? 0 })} />
      )}
    </Box>
  );
}
