import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { CONFIRM_DIALOG_WIDTH } from '../../../contracts/constants';

type Props = {
  open: boolean;
  /** The thing being deleted, as the sentence names it: 'Admin', 'Course', ... */
  subject: string;
  busy?: boolean;
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Shown under the question (e.g. why the server refused). */
  children?: ReactNode;
  /** Buttons in place of the confirm button (e.g. Archive once a delete was refused). */
  actions?: ReactNode;
};

/**
 * The 400px 'Confirm Deletion' dialog (docs/product.md#admin-screens: 'Are you sure you want to delete this Admin ?'); the
 * question is the dialog's description, so screen readers announce it with the title.
 */
export function ConfirmDialog({ open, subject, busy, confirmLabel = 'Delete', onConfirm, onClose, children, actions }: Props) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-question`}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: CONFIRM_DIALOG_WIDTH } } }}
    >
      <DialogTitle id={`${id}-title`}>Confirm Deletion</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-question`}>Are you sure you want to delete this {subject} ?</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        {actions ?? (
          <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
