import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { writeCsv } from '../../../contracts/csv';
import { JOB_KEPT_HOURS } from '../../../contracts/jobs';
import { saveCsv } from '../exports/download';
import { forgetPasswordsMutation } from '../jobs/api';
import { focusOnMount } from '../jobs/JobProgress';
import type { ImportResult } from './api';
import { useLeaveGuard } from './useLeaveGuard';

/** The generated passwords as CSV, made in the browser: they never travel again. */
export function passwordsCsv(passwords: ImportResult['passwords']) {
  return writeCsv([
    ['row', 'name', 'email', 'password'],
    ...passwords.map(({ row, name, email, password }) => [row, name, email, password]),
  ]);
}

type Props = { jobId: string; result: ImportResult; onAgain: () => void };

/**
 * After the import: what changed, and the generated passwords with an export (the job keeps them
 * JOB_KEPT_HOURS, or until staff forget them); leaving or forgetting them before they were exported
 * asks first.
 */
export function ImportResultPanel({ jobId, result, onAgain }: Props) {
  const { passwords } = result;
  const [exported, setExported] = useState(false);
  const { guard, dialog } = useLeaveGuard(passwords.length > 0 && !exported);
  const forget = useMutation(forgetPasswordsMutation);
  const exportPasswords = () => {
    saveCsv(passwordsCsv(passwords), 'student-passwords.csv');
    setExported(true);
  };
  return (
    <Stack spacing={2}>
      {dialog}
      <Alert ref={focusOnMount} tabIndex={-1} severity="success">
        {result.message}
      </Alert>
      {result.invited > 0 && (
        <Alert severity="info">
          The invitations are queued and go out in the background (Recent Imports counts those delivered): each link works once,
          for 7 days. A student who did not get theirs can be sent a new one from their page (Resend Invitation).
        </Alert>
      )}
      {result.passwords_forgotten && (
        <Alert severity="info">
          The generated passwords of this import were forgotten: the server no longer keeps them. A student who lost theirs can be
          given a new password on the Users page.
        </Alert>
      )}
      {passwords.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Alert severity="warning">
              These generated passwords are kept only {JOB_KEPT_HOURS} hours, for you alone (Recent Imports on this page): export
              or copy them now and hand them to the students, then forget them here.
            </Alert>
            <TableContainer sx={{ maxHeight: 420 }}>
              <Table size="small" stickyHeader aria-label="Generated passwords">
                <TableHead>
                  <TableRow>
                    <TableCell>Row</TableCell>
                    <TableCell>Name</TableCell>
                    <TableCell>Email</TableCell>
                    <TableCell>Password</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {passwords.map((entry) => (
                    <TableRow key={entry.row}>
                      <TableCell>{entry.row}</TableCell>
                      <TableCell>{entry.name}</TableCell>
                      <TableCell>{entry.email}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{entry.password}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap' }}>
              <Button variant="contained" startIcon={<DownloadIcon />} onClick={exportPasswords}>
                Export Passwords (CSV)
              </Button>
              <Button
                color="warning"
                variant="outlined"
                startIcon={<DeleteIcon />}
                disabled={forget.isPending}
                onClick={() => guard(() => forget.mutate(jobId))}
              >
                Forget These Passwords
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" onClick={() => guard(onAgain)}>
          Import Another File
        </Button>
        <Button component={RouterLink} to={paths.admin.users}>
          Go To Users
        </Button>
      </Stack>
    </Stack>
  );
}
