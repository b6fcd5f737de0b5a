import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import SchoolIcon from '@mui/icons-material/School';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../components/format';
import type { BulkSelection } from './useBulkSelection';

type Props = { selection: BulkSelection; onEnroll: () => void; onGive: () => void };

const users = (count: number) => formatCount(count, 'user');

/** Above the Users table while users are selected: how many, "select all matching", and the two bulk actions. */
export function BulkToolbar({ selection, onEnroll, onGive }: Props) {
  const { count, allMatching, canSelectAllMatching, total, term } = selection;
  if (count === 0) return null;
  const matching = term ? ` matching "${term}"` : '';
  return (
    <Paper
      role="region"
      aria-label="Bulk actions"
      variant="outlined"
      sx={{ mb: 2, px: 2, py: 1, bgcolor: 'action.selected', borderRadius: 2 }}
    >
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography role="status" sx={{ fontWeight: 600, mr: 1 }}>
          {allMatching ? `All ${users(total)}${matching} selected` : `${users(count)} selected`}
        </Typography>
        {canSelectAllMatching && (
          <Button size="small" onClick={selection.selectAllMatching}>
            Select all {users(total)}
            {matching}
          </Button>
        )}
        <Button size="small" onClick={selection.clear}>
          Clear Selection
        </Button>
        <Stack direction="row" useFlexGap sx={{ gap: 1, ml: { sm: 'auto' }, flexWrap: 'wrap' }}>
          <Button size="small" variant="contained" startIcon={<SchoolIcon />} onClick={onEnroll}>
            Enroll In Course
          </Button>
          <Button size="small" variant="contained" startIcon={<EmojiEventsIcon />} onClick={onGive}>
            Give Achievement
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
