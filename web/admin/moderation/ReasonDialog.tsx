import Typography from '@mui/material/Typography';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { MAX_REASON_LENGTH, moderationReasonSchema } from '../../../contracts/moderation';
import { withFieldErrors } from '../../components/forms/fieldErrors';
import { FormTextField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodForm } from '../../components/forms/useZodForm';

type Props<T> = {
  open: boolean;
  title: string;
  /** What happens, in one sentence above the field. */
  intro: string;
  submitLabel: string;
  /** The record the reason is for. */
  id: number;
  mutation: Omit<UseMutationOptions<T, Error, { id: number; reason: string }>, 'mutationKey'>;
  onClose: () => void;
};

/** Remove a submission, suspend a student: the one dialog that asks an admin why (required, at most 500 characters). */
export function ReasonDialog<T>({ open, title, intro, submitLabel, id, mutation, onClose }: Props<T>) {
  const { control, handleSubmit, formState, setError } = useZodForm(moderationReasonSchema, { reason: '' });
  const save = useMutation({ ...withFieldErrors(mutation, setError, ['reason']), onSuccess: onClose });
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      submitColor="error"
      submitDisabled={!formState.isValid || save.isPending}
      pending={save.isPending}
      onSubmit={handleSubmit(({ reason }) => save.mutate({ id, reason }))}
      onClose={onClose}
    >
      <Typography variant="body2">{intro}</Typography>
      <FormTextField
        control={control}
        name="reason"
        label="Reason"
        multiline
        minRows={3}
        autoFocus
        helperText={`Shown to the student. At most ${MAX_REASON_LENGTH} characters.`}
      />
    </FormDialog>
  );
}
