import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EMPTY } from '../../../contracts/messages';
import { paths } from '../../app/paths';
import { formatCount, formatNumber } from '../../components/format';
import { PageHeader } from '../../components/PageHeader';
import { RankMedal } from '../../components/RankMedal';
import { EmptyState, Loading } from '../../components/States';
import { UserAvatar } from '../../components/UserAvatar';
import { useLeaderboard } from './api';

/** Projects and Courses get their own columns from tablet width; on phones they show under the name. */
const wide = { display: { xs: 'none', sm: 'table-cell' } };

/** /leaderboard: the top 100 by points and time. */
export function LeaderboardPage() {
  const { data: developers = [], isPending } = useLeaderboard();
  return (
    <>
      <PageHeader title="Leaderboard" subtitle="Top 100 Developers By Points & Time" />
      {isPending ? (
        <Loading label="Loading leaderboard" />
      ) : developers.length === 0 ? (
        <EmptyState message={EMPTY.leaderboard} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Leaderboard" sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: { xs: 44, sm: 72 } }}>Rank</TableCell>
                <TableCell>Developer</TableCell>
                <TableCell align="center" sx={wide}>
                  Projects
                </TableCell>
                <TableCell align="center" sx={wide}>
                  Courses
                </TableCell>
                <TableCell align="right">Points</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {developers.map((developer, index) => (
                <TableRow key={developer.id} hover sx={index < 3 ? { bgcolor: 'rgba(255,179,0,0.06)' } : undefined}>
                  <TableCell>
                    <RankMedal rank={index + 1} size={32} />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                      <UserAvatar
                        avatar={developer.avatar}
                        sx={{ width: { xs: 28, sm: 40 }, height: { xs: 28, sm: 40 }, flexShrink: 0 }}
                      />
                      {/* A long name wraps anywhere rather than pushing the Points column off a phone screen. */}
                      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        <Link component={RouterLink} to={paths.user(developer.id)} underline="hover" sx={{ fontWeight: 600 }}>
                          {developer.name}
                        </Link>
                        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                          {formatCount(developer.projects_count, 'Project')} · {formatCount(developer.courses_count, 'Course')}
                        </Typography>
                      </Box>
                    </Stack>
                  </TableCell>
                  <TableCell align="center" sx={wide}>
                    <Chip size="small" variant="outlined" label={formatNumber(developer.projects_count)} />
                  </TableCell>
                  <TableCell align="center" sx={wide}>
                    <Chip size="small" variant="outlined" label={formatNumber(developer.courses_count)} />
                  </TableCell>
                  <TableCell align="right">
                    <Box component="span">
                      <Chip size="small" color="primary" label={formatNumber(developer.total_points)} />
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
