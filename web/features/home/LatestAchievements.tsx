import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { formatCount, formatDate } from '../../components/format';
import { TwoLineName } from '../../components/TwoLineName';
import { UserAvatar } from '../../components/UserAvatar';
import { AchievementBadge } from '../achievements/AchievementBadge';
import type { LatestAward as LatestAchievement } from '../../../contracts/stats';

/** Who earned what, newest first. */
export function LatestAchievements({ items }: { items: LatestAchievement[] }) {
  return (
    <Card>
      <List disablePadding>
        {items.map((item, index) => (
          <ListItem key={item.id} divider={index < items.length - 1} sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
            <ListItemAvatar>
              <AchievementBadge badge={item.achievement.badge} size={44} />
            </ListItemAvatar>
            <ListItemText
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              primary={item.achievement.name}
              secondary={
                <Stack component="span" direction="row" sx={{ alignItems: 'center', mt: 0.5, gap: 1, flexWrap: 'wrap' }}>
                  <UserAvatar avatar={item.user.avatar} size={22} sx={{ flexShrink: 0 }} />
                  <Link component={RouterLink} to={paths.user(item.user.id)} underline="hover" sx={{ minWidth: 0 }}>
                    <TwoLineName name={item.user.name} />
                  </Link>
                  <span>· {formatDate(item.earned_at)}</span>
                </Stack>
              }
              slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: 'div' } }}
            />
            <Chip size="small" color="warning" label={`+${formatCount(item.achievement.points, 'Point')}`} />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
