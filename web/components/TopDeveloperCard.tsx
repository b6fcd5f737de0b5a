import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Developer } from '../../contracts/items';
import { paths } from '../app/paths';
import { DeveloperChips } from './DeveloperChips';
import { TextLink } from './TextLink';
import { rankColor } from './RankMedal';
import { TwoLineName } from './TwoLineName';
import { UserAvatar } from './UserAvatar';

/** One of the top three: #rank in gold, grey or bronze (primary for others), avatar, name, chips. */
export function TopDeveloperCard({ developer, rank }: { developer: Developer; rank: number }) {
  const color = rankColor(rank);
  return (
    <Card sx={{ height: '100%', borderTop: 4, borderTopColor: color ?? 'primary.main' }}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          alignItems: 'center',
          textAlign: { xs: 'left', md: 'center' },
          gap: 1.5,
          py: { xs: 2, md: 3 },
        }}
      >
        <Typography
          component="span"
          sx={{
            fontWeight: 800,
            fontSize: { xs: 18, md: 22 },
            color: color ? '#1b1b1b' : 'primary.contrastText',
            bgcolor: color ?? 'primary.main',
            px: 1.5,
            borderRadius: 5,
            flexShrink: 0,
          }}
        >
          #{rank}
        </Typography>
        <Box sx={{ p: 0.5, borderRadius: '50%', border: 3, borderColor: color ?? 'primary.main', flexShrink: 0 }}>
          <UserAvatar avatar={developer.avatar} size={80} sx={{ width: { xs: 52, md: 80 }, height: { xs: 52, md: 80 } }} />
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: { xs: 'flex-start', md: 'center' },
            gap: 1,
            minWidth: 0,
            maxWidth: '100%',
          }}
        >
          <TextLink
            to={paths.user(developer.id)}
            variant="h6"
            sx={{ fontWeight: 700, fontSize: { xs: 17, md: 20 }, maxWidth: '100%' }}
          >
            <TwoLineName name={developer.name} />
          </TextLink>
          <DeveloperChips
            developer={{ total_points: developer.total_points, projects_count: developer.projects_count ?? 0 }}
            show={['points', 'projects']}
            justify={{ xs: 'flex-start', md: 'center' }}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
