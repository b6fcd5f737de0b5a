import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { DeveloperChips } from '../../components/DeveloperChips';
import { TwoLineName } from '../../components/TwoLineName';
import { UserAvatar } from '../../components/UserAvatar';
import type { PublicUser } from '../../../contracts/items';
import { RankChip } from '../../components/RankChip';
import { useT } from '../../i18n/useT';

/**
 * A developer's card: avatar, name, title and figures, linking to the profile, and the rank where
 * the list has one (the users list and its search results; the homepage's latest members have
 * none). The name is a heading one level under the section it sits in (h2 straight under the
 * page's h1 on /users).
 */
export function UserCard({
  user,
  headingLevel = 'h3',
}: {
  user: PublicUser & { rank?: number | null };
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT();
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={paths.user(user.id)} sx={{ height: '100%' }}>
        <CardContent
          sx={{
            px: { xs: 1, sm: 2 },
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: 1,
          }}
        >
          <UserAvatar avatar={user.avatar} size={72} sx={{ width: { xs: 56, sm: 72 }, height: { xs: 56, sm: 72 } }} />
          <Typography
            variant="h6"
            component={headingLevel}
            dir="auto"
            sx={{ fontWeight: 700, lineHeight: 1.3, fontSize: { xs: 16, sm: 20 }, maxWidth: '100%' }}
          >
            <TwoLineName name={user.name} />
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            dir="auto"
            sx={{ minHeight: 20, maxWidth: '100%', overflowWrap: 'anywhere' }}
          >
            {user.title ?? t('common.developer')}
          </Typography>
          <RankChip rank={user.rank} size="small" />
          <DeveloperChips developer={user} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
