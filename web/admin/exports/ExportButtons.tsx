import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { EXPORTS, type ExportName } from '../../../contracts/exports';
import { COHORTS } from '../../../contracts/admin-messages';
import { downloadFile } from './download';

/** A CSV the admin API streams: the button's label, its path (with any filters) and the name used when the server names none. */
export type ExportFile = { label: string; path: string; fileName: string };

const LABELS: Record<ExportName, string> = {
  users: 'Export Users',
  enrollments: 'Export Enrollments',
  submissions: 'Export Submissions',
};

/** Every user (points, rank, courses), enrollment and submission (issue 14 item 4): the Users page's exports. */
const ACADEMY_EXPORTS: ExportFile[] = EXPORTS.map((name) => ({
  label: LABELS[name],
  path: `/api/admin/export/${name}.csv`,
  fileName: `${name}.csv`,
}));

/** CSV download buttons, one download at a time ('Exporting…' on the one running). */
export function ExportButtons({ files = ACADEMY_EXPORTS }: { files?: ExportFile[] }) {
  const download = useMutation({
    mutationFn: (file: ExportFile) => downloadFile(file.path, file.fileName),
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
      {files.map((file) => {
        const busy = download.isPending && download.variables.label === file.label;
        return (
          <Button
            key={file.label}
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={download.isPending}
            aria-busy={busy}
            onClick={() => download.mutate(file)}
          >
            {busy ? 'Exporting…' : file.label}
          </Button>
        );
      })}
    </Stack>
  );
}
