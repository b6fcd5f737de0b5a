import BackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import type { PublicAward } from '../../../../contracts/achievements';
import { FAILURE } from '../../../../contracts/messages';
import { USERS } from '../../../../contracts/staff-messages';
import { ApiError } from '../../../api/client';
import { EmptyState, ErrorState, Loading } from '../../../components/States';
import { useDialogState } from '../../../components/useDialogState';
import { RevokeAchievementDialog } from '../RevokeAchievementDialog';
import { TimeZoneNote } from '../../components/academyTime';
import { usersBackPath } from '../useOpenUserProjects';
import { AchievementsCard, SkillsCard } from './AchievementsCard';
import { userDetailsQuery } from './api';
import { PaymentsCard } from './PaymentsCard';
import { enrollmentColumns, mailColumns, signInColumns, submissionColumns } from './columns';
import { InvitationAlert } from './InvitationAlert';
import { ProfileCard } from './ProfileCard';
import { TableCard } from './SimpleTable';

/**
 * A student's page (`/admin/users/:id`, issue 14 item 6): the profile and figures, then a card per
 * part: enrollments with what was paid, achievements (manual ones revoked here), skills, the
 * student's payments ledger lines, submissions with their links, and the latest sign-in attempts.
 * Back returns to the Users table as it was left.
 */
export function UserDetailPage() {
  const userId = Number(useParams().id);
  const backTo = usersBackPath(useLocation().state);
  const query = useQuery({ ...userDetailsQuery(userId), enabled: Number.isSafeInteger(userId) && userId > 0 });
  const revoke = useDialogState<PublicAward>();
  const { data, error } = query;
  const missing = !Number.isSafeInteger(userId) || (error instanceof ApiError && error.status === 404);

  const back = (
    <Button component={RouterLink} to={backTo} startIcon={<BackIcon />} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
      Back to Users
    </Button>
  );
  if (missing)
    return (
      <Stack spacing={2}>
        {back}
        <EmptyState message={USERS.notFound} />
      </Stack>
    );
  if (!data) {
    return (
      <Stack spacing={2}>
        {back}
        {query.isError ? (
          <ErrorState message={FAILURE.fetchUsers} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <Loading label="Loading user" />
        )}
      </Stack>
    );
  }

  const { user } = data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        {back}
        <TimeZoneNote />
      </Stack>
      <ProfileCard user={user} />
      {data.invitation && <InvitationAlert user={user} invitation={data.invitation} />}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <TableCard
            title="Enrollments"
            columns={enrollmentColumns}
            rows={data.enrollments}
            rowKey={(row) => row.course_id}
            emptyText="Not enrolled in any course"
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={2} sx={{ height: '100%' }}>
            <AchievementsCard achievements={data.achievements} onRevoke={revoke.openWith} />
            <SkillsCard skills={data.skills} />
          </Stack>
        </Grid>
        <Grid size={12}>
          <PaymentsCard userId={user.id} />
        </Grid>
        <Grid size={12}>
          <TableCard
            title="Submissions"
            columns={submissionColumns}
            rows={data.submissions}
            rowKey={(row) => row.id}
            emptyText="No projects submitted"
          />
        </Grid>
        <Grid size={12}>
          <TableCard
            title="Sign-in Activity"
            columns={signInColumns}
            rows={data.sign_ins}
            rowKey={(row) => row.id}
            emptyText="No sign-ins yet"
          />
        </Grid>
        <Grid size={12}>
          <TableCard title="Mails" columns={mailColumns} rows={data.mails} rowKey={(row) => row.id} emptyText="No mails sent" />
        </Grid>
      </Grid>
      {revoke.item && (
        <RevokeAchievementDialog
          key={revoke.key}
          open={revoke.open}
          user={{ id: user.id, name: user.name, achievements: data.achievements }}
          achievementId={revoke.item.id}
          onClose={revoke.close}
        />
      )}
    </Stack>
  );
}
