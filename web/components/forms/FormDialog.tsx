import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { FORM_DIALOG_WIDTH } from '../../../contracts/constants';
import { useT } from '../../i18n/useT';

/** What can take focus in a form: text and number inputs, checkboxes, MUI selects (not the select's hidden native input). */
const FIELDS =
  'input:not([type="hidden"]):not([tabindex="-1"]):not(:disabled), textarea:not(:disabled), [role="combobox"][tabindex="0"]';

/**
 * As the dialog opens, focus goes to its first field (MUI leaves it on the dialog's paper), unless
 * a field took it already with autoFocus.
 */
function focusFirstField(container: HTMLElement) {
  const active = document.activeElement;
  if (active && container.contains(active) && active.matches(FIELDS)) return;
  container.querySelector<HTMLElement>(FIELDS)?.focus();
}

type Props = {
  open: boolean;
  title: string;
  submitLabel: string;
  submitDisabled?: boolean;
  /** The save is under way: the submit button shows a spinner (and takes no second click). */
  pending?: boolean;
  /** 'error' for a destructive submit (e.g. one that also removes records). */
  submitColor?: 'primary' | 'error';
  /** The left button, 'Cancel' (closing the dialog) unless a step supplies its own, e.g. 'Back'. */
  secondaryAction?: { label: string; onClick: () => void };
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The one form dialog of the site (500px, docs/product.md#admin-screens): the admin add/edit dialogs and the
 * student's project dialogs. Fields, Cancel (or a step's Back) and a submit button; it opens with
 * the first field focused.
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  submitDisabled,
  pending = false,
  submitColor = 'primary',
  secondaryAction,
  onSubmit,
  onClose,
  children,
}: Props) {
  const titleId = useId();
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{
        paper: { component: 'form', noValidate: true, onSubmit, sx: { width: '100%', maxWidth: FORM_DIALOG_WIDTH } } as object,
        transition: { onEntering: focusFirstField },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={secondaryAction?.onClick ?? onClose}>{secondaryAction?.label ?? t('common.cancel')}</Button>
        <Button type="submit" variant="contained" color={submitColor} disabled={submitDisabled} loading={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
