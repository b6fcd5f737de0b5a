import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatCount } from './format';

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
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, justifyContent: justify }}>
      {show.includes('points') && (
        <Chip size="small" color="primary" icon={<EmojiEventsOutlined />} label={formatCount(developer.total_points, 'Point')} />
      )}
      {show.includes('projects') && (
        <Chip
          size="small"
          variant="outlined"
          icon={<FolderOutlined />}
          label={formatCount(developer.projects_count, 'Project')}
        />
      )}
      {show.includes('courses') && (
        <Chip size="small" variant="outlined" icon={<SchoolOutlined />} label={formatCount(developer.courses_count, 'Course')} />
      )}
    </Stack>
  );
}
