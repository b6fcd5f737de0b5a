import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StandingResponse } from '../../../contracts/users';
import { formatCount, formatNumber } from '../../components/format';

/** '12 Points To Pass #105', or the top of the leaderboard at rank 1. */
export function passText({ rank, points_to_pass }: StandingResponse) {
  if (rank === null) return '';
  return points_to_pass === null
    ? 'Top Of The Leaderboard'
    : `${formatCount(points_to_pass, 'Point')} To Pass #${formatNumber(rank - 1)}`;
}

/** The student's place as plain text (the menu's and the drawer's first line): never a link or a button. */
export function StandingLine({ standing, id }: { standing: StandingResponse; id?: string }) {
  return (
    <Box id={id}>
      <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: 14, color: 'text.primary' }}>
        Rank #{formatNumber(standing.rank ?? 0)} · {formatCount(standing.total_points, 'Point')}
      </Typography>
      <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
        {passText(standing)}
      </Typography>
    </Box>
  );
}
