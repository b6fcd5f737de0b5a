import MilitaryTech from '@mui/icons-material/MilitaryTech';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { formatNumber } from './format';

/** 'Rank #N' of a developer, amber for the top three (the profile and the users list's cards); nothing without a rank. */
export function RankChip({ rank, size }: { rank: number | null | undefined; size?: ChipProps['size'] }) {
  if (!rank || rank < 1) return null;
  const topThree = rank <= 3;
  return (
    <Chip
      icon={<MilitaryTech />}
      label={`Rank #${formatNumber(rank)}`}
      size={size}
      sx={
        topThree
          ? { bgcolor: '#ffb300', color: '#3e2700', fontWeight: 700, '& .MuiChip-icon': { color: '#3e2700' } }
          : { fontWeight: 700 }
      }
      color={topThree ? undefined : 'primary'}
      variant={topThree ? 'filled' : 'outlined'}
    />
  );
}
