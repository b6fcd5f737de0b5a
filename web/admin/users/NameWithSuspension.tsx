import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { AdminUser } from './api';
import { UserPageLink } from './UserPageLink';

/** The Users table's name cell (a link to the student's page): a 'Suspended' chip beside a suspended student's name, the reason in its tooltip. */
export function NameWithSuspension({ user }: { user: AdminUser }) {
  if (!user.suspended_at) return <UserPageLink user={user} />;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <UserPageLink user={user} />
      <Tooltip title={user.suspension_reason ?? ''}>
        <Chip label="Suspended" size="small" color="error" variant="outlined" tabIndex={0} />
      </Tooltip>
    </Stack>
  );
}
