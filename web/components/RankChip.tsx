import MilitaryTech from '@mui/icons-material/MilitaryTech';
import { useT } from '../i18n/useT';
import { formatNumber } from './format';
import { Tag } from './Tag';

/** 'Rank #N' of a developer, amber for the top three (the profile and the users list's cards); nothing without a rank. */
export function RankChip({ rank, size = 'medium' }: { rank: number | null | undefined; size?: 'small' | 'medium' }) {
  const t = useT();
  if (!rank || rank < 1) return null;
  const topThree = rank <= 3;
  return (
    <Tag
      icon={<MilitaryTech />}
      label={t('common.rankNumber', { rank: formatNumber(rank) })}
      size={size}
      tone={topThree ? 'neutral' : 'primary'}
      variant={topThree ? 'filled' : 'outlined'}
      sx={topThree ? { bgcolor: '#ffb300', color: '#3e2700', fontWeight: 700 } : { fontWeight: 700 }}
    />
  );
}
