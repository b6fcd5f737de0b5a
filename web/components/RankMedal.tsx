import Box from '@mui/material/Box';
import { RANK_COLORS } from '../app/theme';
import { useT } from '../i18n/useT';

/** The rank image of the first three places (web/static/ranks), the number for the others. */
export function RankMedal({ rank, size = 36 }: { rank: number; size?: number }) {
  const t = useT();
  const label = t('common.rank', { rank: String(rank) });
  if (rank >= 1 && rank <= 3) {
    return (
      <Box component="img" src={`/ranks/rank-${rank}.svg`} alt={label} sx={{ width: size, height: size, display: 'block' }} />
    );
  }
  return (
    <Box
      sx={{ width: size, height: size, display: 'grid', placeItems: 'center', fontWeight: 700, color: 'text.secondary' }}
      aria-label={label}
    >
      {rank}
    </Box>
  );
}

/** Gold, grey and bronze for #1 to #3; the primary colour for the others. */
export function rankColor(rank: number) {
  return rank >= 1 && rank <= 3 ? RANK_COLORS[rank - 1] : undefined;
}
