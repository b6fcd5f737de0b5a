import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { CONFIRM_DIALOG_WIDTH } from '../../../contracts/constants';
import { moderationMutations } from '../moderation/api';
import { ReasonDialog } from '../moderation/ReasonDialog';
import type { AdminUser } from './api';

type Props = { open: boolean; action: 'suspend' | 'unsuspend'; user: AdminUser; onClose: () => void };

/** Suspend asks why (the reason is kept with the student); Lift Suspension asks to confirm. */
export function SuspensionDialog({ open, action, user, onClose }: Props) {
  if (action === 'suspend')
    return (
      <ReasonDialog
        open={open}
        title="Suspend Student"
        intro={`Suspend ${user.name}? They are signed out everywhere, cannot sign in, and disappear from every public list, ranking and total until the suspension is lifted. Their points and projects are kept.`}
        submitLabel="Suspend"
        id={user.id}
        mutation={moderationMutations.suspend}
        onClose={onClose}
      />
    );
  return <LiftDialog open={open} user={user} onClose={onClose} />;
}

function LiftDialog({ open, user, onClose }: Omit<Props, 'action'>) {
  const id = useId();
  const lift = useMutation({ ...moderationMutations.unsuspend, onSuccess: onClose });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: CONFIRM_DIALOG_WIDTH } } }}
    >
      <DialogTitle id={`${id}-title`}>Lift Suspension</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          Lift the suspension of {user.name}? They can sign in again and show in public lists and rankings.
          {user.suspension_reason && ` Suspended for: ${user.suspension_reason}`}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => lift.mutate({ id: user.id })} loading={lift.isPending}>
          Lift Suspension
        </Button>
      </DialogActions>
    </Dialog>
  );
}
