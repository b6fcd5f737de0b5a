import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { FORM_DIALOG_WIDTH } from '../../../contracts/constants';

type Props = {
  open: boolean;
  title: string;
  submitLabel: string;
  submitDisabled?: boolean;
  /** 'error' for a destructive submit (e.g. one that also removes records). */
  submitColor?: 'primary' | 'error';
  /** The left button, 'Cancel' (closing the dialog) unless a step supplies its own, e.g. 'Back'. */
  secondaryAction?: { label: string; onClick: () => void };
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
};

/** The 500px form dialog of every admin screen: fields, Cancel (or a step's Back) and a submit button. */
export function FormDialog({
  open,
  title,
  submitLabel,
  submitDisabled,
  submitColor = 'primary',
  secondaryAction,
  onSubmit,
  onClose,
  children,
}: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="form-dialog-title"
      slotProps={{
        paper: { component: 'form', noValidate: true, onSubmit, sx: { width: '100%', maxWidth: FORM_DIALOG_WIDTH } } as object,
      }}
    >
      <DialogTitle id="form-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={secondaryAction?.onClick ?? onClose}>{secondaryAction?.label ?? 'Cancel'}</Button>
        <Button type="submit" variant="contained" color={submitColor} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
