import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FORM_DIALOG_WIDTH } from '../../../contracts/constants';
import { FAILURE } from '../../../contracts/messages';
import { studentSubmissionUpdateSchema } from '../../../contracts/submissions';
import { ApiError } from '../../api/client';
import { FormTextField } from '../../components/FormTextField';
import type { Submission } from '../shared/types';
import { useUpdateSubmission } from './api';

type Values = z.input<typeof studentSubmissionUpdateSchema>;

/** Edit a submitted project: only its URL. */
export function EditUrlDialog({ submission, onClose }: { submission: Submission; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateSubmission();
  const { control, handleSubmit, setError } = useForm<Values, unknown, z.output<typeof studentSubmissionUpdateSchema>>({
    resolver: zodResolver(studentSubmissionUpdateSchema),
    defaultValues: { url: submission.url },
  });
  const onSubmit = handleSubmit(({ url }) =>
    update.mutate(
      { id: submission.id, url },
      {
        onSuccess: (data) => {
          enqueueSnackbar(data.message, { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.errors?.url?.[0] : undefined;
          if (message) setError('url', { message });
          enqueueSnackbar(FAILURE.updateProjectUrl, { variant: 'error' });
        },
      },
    ),
  );
  return (
    <Dialog open onClose={onClose} slotProps={{ paper: { sx: { width: FORM_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>Edit Project URL</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField label="Project" value={submission.project_name} slotProps={{ input: { readOnly: true } }} fullWidth />
            <FormTextField control={control} name="url" label="Project URL" type="url" autoFocus />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
