import TextField from '@mui/material/TextField';
import { useWatch } from 'react-hook-form';
import { studentSubmissionUpdateSchema } from '../../../contracts/submissions';
import { fieldErrorsMeta } from '../../components/forms/fieldErrors';
import { FormTextField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodForm } from '../../components/forms/useZodForm';
import { useT } from '../../i18n/useT';
import type { Submission } from '../../../contracts/submissions';
import { useUpdateSubmission } from './api';

/** Edit a submitted project: only its URL; Save is disabled until it changes. */
export function EditUrlDialog({ submission, onClose }: { submission: Submission; onClose: () => void }) {
  const t = useT();
  const { control, handleSubmit, setError } = useZodForm(
    studentSubmissionUpdateSchema,
    { url: submission.url },
    { validate: 'onSubmit' },
  );
  const update = useUpdateSubmission(fieldErrorsMeta(setError, ['url']));
  // Nothing to save until the URL differs from the saved one (spaces around it do not count).
  const unchanged = (useWatch({ control, name: 'url' }) ?? '').trim() === submission.url;
  const onSubmit = handleSubmit(({ url }) => {
    if (url === submission.url) return;
    update.mutate({ id: submission.id, url }, { onSuccess: onClose });
  });
  return (
    <FormDialog
      open
      title={t('submissions.editUrlTitle')}
      submitLabel={t('submissions.save')}
      submitDisabled={unchanged}
      pending={update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        label={t('submissions.field.project')}
        value={submission.project_name}
        slotProps={{ input: { readOnly: true } }}
        fullWidth
      />
      <FormTextField control={control} name="url" label={t('submissions.field.url')} type="url" autoFocus />
    </FormDialog>
  );
}
