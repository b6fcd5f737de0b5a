import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { IMPORT_MAX_CHARS, IMPORT_MAX_ROWS } from '../../../contracts/cohorts';
import { COHORTS } from '../../../contracts/admin-messages';
import { JOBS } from '../../../contracts/jobs';
import { ApiError, errorMessage } from '../../api/client';
import { formatCount, formatNumber } from '../../components/format';
import { downloadFile, saveCsv } from '../exports/download';
import { isRunning } from '../jobs/api';
import { focusOnMount, JobProgress } from '../jobs/JobProgress';
import { RecentJobs } from '../jobs/RecentJobs';
import { useJob, useShownJob } from '../jobs/useJob';
import { useMailEnabled } from '../../features/config/api';
import { cohortMutations, type ImportPreview } from './api';
import { ImportResultPanel } from './ImportResultPanel';
import { PreviewTable } from './PreviewTable';
import { errorsFileName, rowErrorsCsv } from './rowErrors';

type Picked = { name: string; csv: string };

const KINDS = ['import'] as const;

function Summary({ summary }: { summary: ImportPreview['summary'] }) {
  const chips = [
    { label: formatCount(summary.rows, 'Row'), color: 'default' },
    { label: `${formatNumber(summary.create)} To Create`, color: 'success' },
    { label: `${formatNumber(summary.update)} To Update`, color: 'info' },
    { label: formatCount(summary.enroll, 'Enrollment'), color: 'primary' },
    { label: `${formatNumber(summary.unchanged)} Unchanged`, color: 'default' },
    { label: `${formatNumber(summary.errors)} With Errors`, color: summary.errors ? 'error' : 'default' },
  ] as const;
  return (
    <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }} aria-label="Preview summary" role="list">
      {chips.map((chip) => (
        <Chip key={chip.label} role="listitem" label={chip.label} color={chip.color} variant="outlined" />
      ))}
    </Stack>
  );
}

/** The import's choices: existing students' passwords from the file; invitations by e-mail (issue 26). */
type Options = { update_passwords: boolean; invite: boolean };

/**
 * Import Students (issue 14 item 1): choose a CSV, see the server's dry run row by row, confirm
 * to apply it in one transaction; generated passwords are shown with a CSV export. The import runs
 * as a job (issue 21): its progress shows here, and staff can leave and come back to it (the
 * newest running import shows again; finished ones are listed under Recent Imports).
 */
export function ImportStudentsPage() {
  const [picked, setPicked] = useState<Picked>();
  const [choices, setChoices] = useState<Partial<Options>>({});
  const mailEnabled = useMailEnabled();
  // Where mail goes out, invitations are the default (issue 43): no password travels in a spreadsheet.
  const options: Options = {
    update_passwords: choices.update_passwords ?? false,
    invite: mailEnabled && (choices.invite ?? true),
  };
  const [localError, setLocalError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const { shownId, show, recent } = useShownJob(KINDS, true);
  const job = useJob(shownId);
  const template = useMutation({
    mutationFn: () => downloadFile('/api/admin/import/users/template.csv', 'students-template.csv'),
    meta: { failure: COHORTS.exportFailed },
  });
  // A refusal of the file as a whole shows on the screen, not as a toast too.
  const preview = useMutation({
    ...cohortMutations.preview,
    meta: { ...cohortMutations.preview.meta, showFieldErrors: (error) => error instanceof ApiError && error.status === 422 },
  });
  const confirm = useMutation({
    ...cohortMutations.confirm,
    onSuccess: show,
    // The data changed since the preview: preview again, so what is shown is what would happen.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409 && picked) preview.mutate({ csv: picked.csv, ...options });
    },
  });
  // The same when the job found the data changed.
  const failure = job.data?.status === 'failed' ? job.data.error : null;
  const previewAgain = failure?.status === 409 && picked ? picked : undefined;
  const { mutate: previewMutate } = preview;
  useEffect(() => {
    if (previewAgain) previewMutate({ csv: previewAgain.csv, ...options });
    // Once per failed job: not again when the checkbox changes (that previews by itself).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownId, previewAgain, previewMutate]);

  const runPreview = (file: Picked, chosen: Options) => {
    confirm.reset();
    preview.mutate({ csv: file.csv, ...chosen });
  };
  const setOption = (name: keyof Options, value: boolean) => {
    const chosen = { ...options, [name]: value };
    setChoices(chosen);
    if (picked) runPreview(picked, chosen);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again reloads it
    if (!file) return;
    preview.reset();
    confirm.reset();
    show(undefined);
    setPicked(undefined);
    if (file.size > IMPORT_MAX_CHARS) {
      setLocalError(COHORTS.fileTooLarge);
      return;
    }
    setLocalError(undefined);
    const chosen = { name: file.name, csv: await file.text() };
    setPicked(chosen);
    runPreview(chosen, options);
  };

  const reset = () => {
    setPicked(undefined);
    setLocalError(undefined);
    preview.reset();
    confirm.reset();
    show(undefined);
  };

  if (shownId && (job.isError || !job.data || isRunning(job.data)))
    return (
      <Paper ref={focusOnMount} tabIndex={-1} variant="outlined" sx={{ p: 2 }} component="section" aria-label="Import progress">
        {job.isError ? (
          <Alert severity="error" action={<Button onClick={() => void job.refetch()}>Try Again</Button>}>
            {errorMessage(job.error, JOBS.fetchFailed)}
          </Alert>
        ) : (
          <JobProgress job={job.data} />
        )}
      </Paper>
    );
  const result = job.data?.result;
  if (shownId && result && 'passwords' in result)
    return <ImportResultPanel key={shownId} jobId={shownId} result={result} onAgain={reset} />;

  const shown = preview.data;
  const fileError =
    localError ?? failure?.message ?? (preview.isError ? errorMessage(preview.error, COHORTS.previewFailed) : undefined);
  const nothingToDo = shown && shown.summary.create + shown.summary.update + shown.summary.enroll === 0;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Typography variant="body2">
            One student per row, with the columns <strong>name</strong>, <strong>email</strong>, <strong>password</strong>{' '}
            (optional: left blank, new students get a generated one) and <strong>courses</strong> (optional:{' '}
            <code>Course Title:price</code> or <code>Course Title:price:yes</code> for a discount, several separated by{' '}
            <code>;</code>), <strong>github</strong> and <strong>website</strong> (optional: read as the user form reads them;
            blank keeps an existing student&apos;s link). A student whose e-mail exists is updated, never duplicated. At most{' '}
            {IMPORT_MAX_ROWS.toLocaleString('en-US')} rows and 2 MB.
          </Typography>
          <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => template.mutate()}
              disabled={template.isPending}
            >
              Download Template
            </Button>
            {/* A real button (keyboard: Enter/Space) that opens the hidden file input. */}
            <Button variant="contained" startIcon={<UploadIcon />} onClick={() => fileInput.current?.click()}>
              Choose CSV File
            </Button>
            <input
              ref={fileInput}
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label="CSV file"
              onChange={(event) => void onFile(event)}
            />
            {picked && <Typography variant="body2">{picked.name}</Typography>}
            <FormControlLabel
              control={
                <Checkbox
                  checked={options.update_passwords}
                  onChange={(event) => setOption('update_passwords', event.target.checked)}
                />
              }
              label="Update passwords of existing students"
            />
            {mailEnabled && (
              <FormControlLabel
                control={<Checkbox checked={options.invite} onChange={(event) => setOption('invite', event.target.checked)} />}
                label="E-mail new students a link to set their password (instead of generated passwords)"
              />
            )}
          </Stack>
        </Stack>
      </Paper>

      {fileError && <Alert severity="error">{fileError}</Alert>}
      {preview.isPending && <Alert severity="info">Checking the file…</Alert>}

      {shown && !preview.isPending && (
        <>
          <Summary summary={shown.summary} />
          {shown.summary.errors > 0 && (
            <Alert severity="error">
              <AlertTitle>{COHORTS.hasErrors}</AlertTitle>
              <div>
                Nothing is imported while a row has an error: fix the file and choose it again. The rows with errors download as a
                CSV, each with what is wrong in its error column.
              </div>
              {picked && (
                <Button
                  color="error"
                  variant="outlined"
                  size="small"
                  sx={{ mt: 1 }}
                  startIcon={<DownloadIcon />}
                  onClick={() => saveCsv(rowErrorsCsv(picked.csv, shown), errorsFileName(picked.name))}
                >
                  Download Rows With Errors
                </Button>
              )}
            </Alert>
          )}
          {nothingToDo && shown.summary.errors === 0 && (
            <Alert severity="info">Nothing to import: every student in the file is already here as the file says.</Alert>
          )}
          <PreviewTable preview={shown} />
          <div>
            <Button
              variant="contained"
              disabled={shown.summary.errors > 0 || nothingToDo || confirm.isPending || !picked}
              onClick={() => picked && confirm.mutate({ csv: picked.csv, ...options, preview_id: shown.preview_id })}
            >
              {confirm.isPending ? 'Starting…' : `Import ${formatCount(shown.summary.rows, 'Row')}`}
            </Button>
          </div>
        </>
      )}
      {recent && <RecentJobs title="Recent Imports" jobs={recent} onOpen={show} />}
    </Stack>
  );
}
