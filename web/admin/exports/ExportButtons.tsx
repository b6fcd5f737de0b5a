import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import type { ExportName } from '../../../contracts/cohorts';
import { COHORTS } from '../../../contracts/admin-messages';
import { downloadFile } from './download';

const LABELS: Record<ExportName, string> = {
  users: 'Export Users',
  enrollments: 'Export Enrollments',
  submissions: 'Export Submissions',
};

/** CSV downloads of every user (points, rank, courses), enrollment and submission (issue 14 item 4). */
export function ExportButtons() {
  const download = useMutation({
    mutationFn: (name: ExportName) => downloadFile(`/api/admin/export/${name}.csv`, `${name}.csv`),
    meta: { failure: COHORTS.exportFailed },
  });
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ gap: 1, mb: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}
      role="group"
      aria-label="Exports (CSV)"
    >
      {(Object.keys(LABELS) as ExportName[]).map((name) => {
        const busy = download.isPending && download.variables === name;
        return (
          <Button
            key={name}
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={download.isPending}
            aria-busy={busy}
            onClick={() => download.mutate(name)}
          >
            {busy ? 'Exporting…' : LABELS[name]}
          </Button>
        );
      })}
    </Stack>
  );
}
