import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { ConfirmDialog } from './ConfirmDialog';
import type { useDialogState } from '../../components/useDialogState';

type ArchiveVariables = { id: number; archive: boolean };

/** Archive offered in place of a refused delete (Courses, Projects); `A` is the archive call's answer. */
export type ArchiveInstead<T, A = unknown> = {
  mutation: UseMutationOptions<A, Error, ArchiveVariables>;
  /** False for a row already archived: the dialog then only says why. */
  canArchive: (row: T) => boolean;
};

type Props<T extends { id: number }, D, A> = {
  subject: string;
  dialog: ReturnType<typeof useDialogState<T>>;
  /** The feature's delete mutation (its `meta` carries the toasts and what it refreshes). */
  remove: UseMutationOptions<D, Error, T>;
  archiveInstead?: ArchiveInstead<T, A>;
};

/** The server's reason when it refused the delete because the row is in use (409). */
const refusalOf = (error: unknown) => (error instanceof ApiError && error.status === 409 ? error.serverMessage : undefined);

/**
 * The 'Confirm Deletion' dialog of a managed list. With `archiveInstead` (issue 20 item 5), a delete
 * the server refuses because the row is in use shows the server's reason in the dialog (focused,
 * no toast) and offers Archive in place of Delete: the way that loses nobody's points.
 */
export function DeleteDialog<T extends { id: number }, D, A>({ subject, dialog, remove, archiveInstead }: Props<T, D, A>) {
  const { item, key, close } = dialog;
  // Tied to the opening it happened in: the next opening starts with the question again.
  const [refused, setRefused] = useState<{ key: number; message: string } | null>(null);
  const removal = useMutation({
    ...remove,
    meta: archiveInstead ? { ...remove.meta, showFieldErrors: (error) => refusalOf(error) !== undefined } : remove.meta,
    onSuccess: close,
    onError: (error) => {
      const message = refusalOf(error);
      if (archiveInstead && message) setRefused({ key, message });
    },
  });
  const archiving = useMutation<A, Error, ArchiveVariables>({
    ...archiveInstead?.mutation,
    onSuccess: close,
  });
  const refusal = refused?.key === key ? refused.message : undefined;
  const warning = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) warning.current?.focus();
  }, [refusal]);

  const offerArchive = item !== null && archiveInstead?.canArchive(item) === true;
  const archiveButton = offerArchive && (
    <Button variant="contained" disabled={archiving.isPending} onClick={() => archiving.mutate({ id: item.id, archive: true })}>
      Archive
    </Button>
  );
  return (
    <ConfirmDialog
      open={dialog.open}
      subject={subject}
      busy={removal.isPending}
      onClose={close}
      onConfirm={() => item && removal.mutate(item)}
      actions={refusal === undefined ? undefined : archiveButton}
    >
      {refusal && (
        <Alert ref={warning} severity="warning" tabIndex={-1} sx={{ mt: 2 }}>
          {refusal}
          {offerArchive && (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              Archiving takes it out of the catalogue and closes it to anything new; enrollments, submissions and points stay.
            </Box>
          )}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
