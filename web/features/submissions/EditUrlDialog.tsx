import TextField from '@mui/material/TextField';
import { studentSubmissionUpdateSchema } from '../../../contracts/submissions';
import { fieldErrorsMeta } from '../../components/forms/fieldErrors';
import { FormTextField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodForm } from '../../components/forms/useZodForm';
import type { Submission } from '../../../contracts/submissions';
import { useUpdateSubmission } from './api';

/** Edit a submitted project: only its URL. */
export function EditUrlDialog({ submission, onClose }: { submission: Submission; onClose: () => void }) {
  const { control, handleSubmit, setError } = useZodForm(
    studentSubmissionUpdateSchema,
    { url: submission.url },
    { validate: 'onSubmit' },
  );
  const update = useUpdateSubmission(fieldErrorsMeta(setError, ['url']));
  const onSubmit = handleSubmit(({ url }) => update.mutate({ id: submission.id, url }, { onSuccess: onClose }));
  return (
    <FormDialog open title="Edit Project URL" submitLabel="Save" pending={update.isPending} onSubmit={onSubmit} onClose={onClose}>
      <TextField label="Project" value={submission.project_name} slotProps={{ input: { readOnly: true } }} fullWidth />
      <FormTextField control={control} name="url" label="Project URL" type="url" autoFocus />
    </FormDialog>
  );
}
