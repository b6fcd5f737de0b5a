import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminSubmissionAddSchema, adminSubmissionUpdateSchema } from '../../../../contracts/submissions';
import { withFieldErrors } from '../../../components/forms/fieldErrors';
import { FormSelectField, FormTextField, type Option } from '../../../components/forms/fields';
import { FormDialog } from '../../../components/forms/FormDialog';
import { useZodForm } from '../../../components/forms/useZodForm';
import type { DialogProps } from '../../components/CrudPage';
import { userProjectMutations, type Submission } from './api';

type Props = DialogProps<Submission> & { userId: number; available: Option[] };

/** Add a project for the user (project + URL), or edit the URL of one already added. */
export function UserProjectDialog({ open, item, onClose, userId, available }: Props) {
  const { control, handleSubmit, formState, setError } = useZodForm(
    item ? adminSubmissionUpdateSchema : adminSubmissionAddSchema,
    {
      id: item?.id,
      user_id: userId,
      project_id: '',
      url: item?.url ?? '',
    },
  );
  const fields = item ? (['url'] as const) : (['project_id', 'url'] as const);
  const add = useMutation({ ...withFieldErrors(userProjectMutations.add, setError, fields), onSuccess: onClose });
  const update = useMutation({ ...withFieldErrors(userProjectMutations.update, setError, fields), onSuccess: onClose });
  // Each validates with its own schema: an edit's output carries the submission's id, an add's the project.
  const submit = handleSubmit((values) =>
    item
      ? update.mutate(values as z.output<typeof adminSubmissionUpdateSchema>)
      : add.mutate(values as z.output<typeof adminSubmissionAddSchema>),
  );
  return (
    <FormDialog
      open={open}
      title={item ? `Edit ${item.project_name}` : 'Add Project'}
      submitLabel={item ? 'Update' : 'Save'}
      submitDisabled={!formState.isValid || add.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {!item && (
        <FormSelectField
          control={control}
          name="project_id"
          label="Project"
          options={available}
          helperText={available.length === 0 ? 'Every project of the enrolled courses is added' : undefined}
        />
      )}
      <FormTextField control={control} name="url" label="URL" placeholder="https://..." autoFocus={Boolean(item)} />
    </FormDialog>
  );
}
