import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StandingResponse } from '../../../contracts/users';
import { formatNumber } from '../../components/format';
import { t as translate, useT, type Translate } from '../../i18n/useT';

/** '12 Points To Pass #105', or the top of the leaderboard at rank 1. */
export function passText({ rank, points_to_pass }: StandingResponse, t: Translate = translate) {
  if (rank === null) return '';
  return points_to_pass === null
    ? t('leaderboard.top')
    : t('leaderboard.toPass', { count: points_to_pass, rank: formatNumber(rank - 1) });
}

/** The student's place as plain text (the menu's and the drawer's first line): never a link or a button. */
export function StandingLine({ standing, id }: { standing: StandingResponse; id?: string }) {
  const t = useT();
  return (
    <Box id={id}>
      <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: 14, color: 'text.primary' }}>
        {t('leaderboard.standing', { rank: formatNumber(standing.rank ?? 0), count: standing.total_points ?? 0 })}
      </Typography>
      <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
        {passText(standing, t)}
      </Typography>
    </Box>
  );
}
