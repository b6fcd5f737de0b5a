import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';
import { useBlocker } from 'react-router';
import { COHORTS } from '../../../contracts/admin-messages';
import { CONFIRM_DIALOG_WIDTH } from '../../../contracts/constants';

/**
 * Keeps the admin on the import's result while `active` (generated passwords not yet exported):
 * React Router's blocker asks before any navigation inside the app, the browser's own prompt before
 * a reload or a closed tab, and `guard` asks before an action of the page that drops the result.
 */
export function useLeaveGuard(active: boolean) {
  const id = useId();
  const blocker = useBlocker(active);
  const [pending, setPending] = useState<() => void>();

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  const blocked = blocker.state === 'blocked';
  const stay = () => {
    if (blocked) blocker.reset();
    setPending(undefined);
  };
  const leave = () => {
    if (blocked) blocker.proceed();
    else pending?.();
    setPending(undefined);
  };
  /** Runs the action now, or once the admin chooses to leave. */
  const guard = (action: () => void) => (active ? setPending(() => action) : action());

  const dialog = (
    <Dialog
      open={blocked || pending !== undefined}
      onClose={stay}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: CONFIRM_DIALOG_WIDTH } } }}
    >
      <DialogTitle id={`${id}-title`}>{COHORTS.leaveTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{COHORTS.leaveText}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="error" onClick={leave}>
          Leave Without Passwords
        </Button>
        <Button variant="contained" onClick={stay} autoFocus>
          Stay
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { guard, dialog };
}
