import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { formatDate } from '../../components/format';
import { Tag } from '../../components/Tag';
import { TextLink } from '../../components/TextLink';
import { TwoLineName } from '../../components/TwoLineName';
import { UserAvatar } from '../../components/UserAvatar';
import { useT } from '../../i18n/useT';
import { AchievementBadge } from '../achievements/AchievementBadge';
import type { LatestAward as LatestAchievement } from '../../../contracts/stats';

/**
 * Who earned what, newest first: a plain list, laid out as MUI's List would, without its code in
 * the first visit (docs/decisions.md "Room in the first visit").
 */
export function LatestAchievements({ items }: { items: LatestAchievement[] }) {
  const t = useT();
  return (
    <Card>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <Box
            component="li"
            key={item.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              flexWrap: { xs: 'wrap', sm: 'nowrap' },
              px: 2,
              py: 1,
              '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
            }}
          >
            <Box sx={{ minWidth: 56, flexShrink: 0 }}>
              <AchievementBadge badge={item.achievement.badge} size={44} />
            </Box>
            <Box sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere', my: 0.75 }}>
              <Typography sx={{ fontWeight: 600 }} dir="auto">
                {item.achievement.name}
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  mt: 0.5,
                  gap: 1,
                  flexWrap: 'wrap',
                  color: 'text.secondary',
                  typography: 'body2',
                }}
              >
                <UserAvatar avatar={item.user.avatar} size={22} sx={{ flexShrink: 0 }} />
                <TextLink to={paths.user(item.user.id)} sx={{ minWidth: 0 }}>
                  <TwoLineName name={item.user.name} />
                </TextLink>
                <span>· {formatDate(item.earned_at)}</span>
              </Box>
            </Box>
            <Tag tone="warning" label={t('common.pointsGained', { count: item.achievement.points })} />
          </Box>
        ))}
      </Box>
    </Card>
  );
}
