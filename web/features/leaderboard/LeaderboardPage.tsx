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
import type { RankedDeveloper } from '../../../contracts/items';
import { EMPTY } from '../../../contracts/messages';
import { paths } from '../../app/paths';
import { formatNumber } from '../../components/format';
import { PageHeader } from '../../components/PageHeader';
import { RankMedal } from '../../components/RankMedal';
import { EmptyState, Loading } from '../../components/States';
import { TwoLineName } from '../../components/TwoLineName';
import { UserAvatar } from '../../components/UserAvatar';
import { useT } from '../../i18n/useT';
import { useStudentSession } from '../auth/useStudentSession';
import { useUserProfile } from '../users/api';
import { useLeaderboard, useStanding } from './api';

/** Projects and Courses get their own columns from tablet width; on phones they show under the name. */
const wide = { display: { xs: 'none', sm: 'table-cell' } };

/** One developer's row; `own`: the signed-in student's, highlighted. */
function DeveloperRow({
  developer,
  rank,
  own = false,
}: {
  developer: Omit<RankedDeveloper, 'rank'>;
  rank: number;
  own?: boolean;
}) {
  const t = useT();
  return (
    <TableRow
      hover
      selected={own}
      aria-current={own ? 'true' : undefined}
      sx={rank <= 3 && !own ? { bgcolor: 'rgba(255,179,0,0.06)' } : undefined}
    >
      <TableCell>
        <RankMedal rank={rank} size={32} />
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <UserAvatar avatar={developer.avatar} sx={{ width: { xs: 28, sm: 40 }, height: { xs: 28, sm: 40 }, flexShrink: 0 }} />
          {/* A long name takes two lines at most rather than pushing the Points column off a phone screen. */}
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <Link component={RouterLink} to={paths.user(developer.id)} underline="hover" sx={{ fontWeight: 600, minWidth: 0 }}>
                <TwoLineName name={developer.name} />
              </Link>
              {own && (
                <Chip
                  size="small"
                  color="primary"
                  variant="outlined"
                  label={t('leaderboard.you')}
                  sx={{ height: 20, flexShrink: 0 }}
                />
              )}
            </Stack>
            <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
              {t('common.projects', { count: developer.projects_count ?? 0 })} ·{' '}
              {t('common.courses', { count: developer.courses_count ?? 0 })}
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
  );
}

/** /leaderboard: the top 100 by points and time; a signed-in student's row highlighted, or added under the table. */
export function LeaderboardPage() {
  const { data: developers = [], isPending } = useLeaderboard();
  const { signedIn, user } = useStudentSession();
  const t = useT();
  const inTop = developers.some((developer) => developer.id === user?.id);
  const { data: standing } = useStanding(signedIn);
  const { data: profile } = useUserProfile(standing?.rank && !inTop ? String(user?.id) : undefined);
  const ownRow =
    !inTop && standing?.rank && profile?.user
      ? { ...profile.user, total_points: standing.total_points, rank: standing.rank }
      : undefined;
  return (
    <>
      <PageHeader title={t('leaderboard.title')} subtitle={t('leaderboard.subtitle')} />
      {isPending ? (
        <Loading label={t('leaderboard.loading')} />
      ) : developers.length === 0 ? (
        <EmptyState message={EMPTY.leaderboard} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('leaderboard.title')} sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: { xs: 44, sm: 72 } }}>{t('leaderboard.rank')}</TableCell>
                <TableCell>{t('leaderboard.developer')}</TableCell>
                <TableCell align="center" sx={wide}>
                  {t('leaderboard.projects')}
                </TableCell>
                <TableCell align="center" sx={wide}>
                  {t('leaderboard.courses')}
                </TableCell>
                <TableCell align="right">{t('leaderboard.points')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {developers.map((developer, index) => (
                <DeveloperRow key={developer.id} developer={developer} rank={index + 1} own={developer.id === user?.id} />
              ))}
            </TableBody>
            {ownRow && (
              // Out of the top 100: the student's own row under the table, at its real rank.
              <TableBody aria-label={t('leaderboard.yourPlace')}>
                <TableRow aria-hidden>
                  <TableCell colSpan={5} sx={{ py: 0.5, textAlign: 'center', color: 'text.secondary', borderBottom: 0 }}>
                    ⋯
                  </TableCell>
                </TableRow>
                <DeveloperRow developer={ownRow} rank={ownRow.rank} own />
              </TableBody>
            )}
          </Table>
        </TableContainer>
      )}
    </>
  );
}
