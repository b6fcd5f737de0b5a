import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { INVITATIONS } from '../../../../contracts/admin-messages';
import type { MessageResponse } from '../../../../contracts/items';
import { api } from '../../../api/client';
import { useMailEnabled } from '../../../features/config/api';
import { useAcademyDates } from '../../components/academyTime';
import { userKeys } from '../../queryKeys';
import type { UserDetailsResponse } from './api';

type Props = { user: { id: number; name: string }; invitation: NonNullable<UserDetailsResponse['invitation']> };

/**
 * A student who has not chosen a password since their invitation (issue 26): when the link was
 * sent and until when it works, and Resend Invitation (a new link; the earlier ones stop working).
 * Without mail on the server the state shows, the button does not.
 */
export function InvitationAlert({ user, invitation }: Props) {
  const dates = useAcademyDates();
  const mailEnabled = useMailEnabled();
  const resend = useMutation({
    mutationFn: () => api.post<MessageResponse>(`/api/admin/users/${user.id}/invitation`),
    meta: { success: true, failure: INVITATIONS.resendFailed, invalidates: [userKeys.details(user.id)] },
  });
  const { sent_at, expires_at } = invitation;
  const expired = expires_at !== null && new Date(expires_at).getTime() <= Date.now();
  const state = !sent_at
    ? 'No invitation link is left.'
    : expired
      ? `The invitation sent on ${dates.dateTime(sent_at)} expired on ${dates.dateTime(expires_at)}.`
      : `Invitation sent on ${dates.dateTime(sent_at)}; its link works until ${dates.dateTime(expires_at)}.`;
  return (
    <Alert
      severity={expired || !sent_at ? 'warning' : 'info'}
      action={
        mailEnabled && (
          <Button color="inherit" size="small" loading={resend.isPending} onClick={() => resend.mutate()}>
            {INVITATIONS.resend}
          </Button>
        )
      }
    >
      {user.name} has not chosen a password yet. {state}
    </Alert>
  );
}
