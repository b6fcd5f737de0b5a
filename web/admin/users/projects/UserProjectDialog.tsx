import { FAILURE, SUCCESS } from '../../../../contracts/messages';
import { adminSubmissionAddSchema, adminSubmissionUpdateSchema } from '../../../../contracts/submissions';
import type { DialogProps } from '../../components/CrudPage';
import { FormSelectField, FormTextField, type Option } from '../../components/fields';
import { FormDialog } from '../../components/FormDialog';
import { useAdminMutation } from '../../components/queries';
import { useZodForm } from '../../components/useZodForm';
import { addUserProject, updateUserProject, type Submission } from './api';

type Props = DialogProps<Submission> & { userId: number; available: Option[] };

/** Add a project for the user (project + URL), or edit the URL of one already added. */
export function UserProjectDialog({ open, item, onClose, userId, available }: Props) {
  const { control, handleSubmit, formState } = useZodForm(item ? adminSubmissionUpdateSchema : adminSubmissionAddSchema, {
    id: item?.id,
    user_id: userId,
    project_id: '',
    url: item?.url ?? '',
  });
  const add = useAdminMutation(addUserProject, FAILURE.addProject, onClose, SUCCESS.projectAdded);
  const update = useAdminMutation(updateUserProject, FAILURE.updateProject, onClose);
  const submit = handleSubmit((values) =>
    item
      ? update.mutate(values as Parameters<typeof updateUserProject>[0])
      : add.mutate(values as Parameters<typeof addUserProject>[0]),
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
