import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MRT_ColumnDef } from 'material-react-table';
import { useMemo } from 'react';
import { formatMoney } from '../../components/format';
import { wrappingCells } from '../components/columns';
import { DataTable } from '../components/DataTable';
import type { ImportPreview, ImportRow } from './api';
import { errorPlace } from './rowErrors';

const ACTION_CHIPS = {
  create: { label: 'Create', color: 'success' },
  update: { label: 'Update', color: 'info' },
  enroll: { label: 'Enroll', color: 'primary' },
} as const;

const PASSWORD_TEXT = { given: 'From the file', generated: 'Generated', invited: 'Invited', kept: 'Kept' } as const;

/** The row's status: its errors, its actions as chips, or Unchanged. */
function Status({ row }: { row: ImportRow }) {
  if (row.errors.length)
    return <Chip size="small" color="error" label={row.errors.length === 1 ? 'Error' : `${row.errors.length} Errors`} />;
  if (!row.actions.length) return <Chip size="small" variant="outlined" label="Unchanged" />;
  return (
    <Stack direction="row" useFlexGap sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {row.actions.map((action) => (
        <Chip key={action} size="small" color={ACTION_CHIPS[action].color} label={ACTION_CHIPS[action].label} />
      ))}
    </Stack>
  );
}

/** What happens to the row, or exactly what is wrong with it (the column, the course, the message). */
function Details({ row }: { row: ImportRow }) {
  if (row.errors.length)
    return (
      <Stack component="ul" sx={{ m: 0, pl: 2 }}>
        {row.errors.map((error, i) => (
          <Typography key={i} component="li" variant="body2" color="error">
            <strong>{errorPlace(error)}:</strong> {error.message}
          </Typography>
        ))}
      </Stack>
    );
  const lines = [
    row.previous_name !== null && `Name: ${row.previous_name} → ${row.name}`,
    ...row.enrollments.map((e) => `${e.title}: ${formatMoney(e.price)}${e.got_discount ? ' (discount)' : ''}`),
  ].filter(Boolean);
  return lines.length ? (
    <Stack>
      {lines.map((line) => (
        <Typography key={String(line)} variant="body2">
          {line}
        </Typography>
      ))}
    </Stack>
  ) : (
    <Typography variant="body2" color="text.secondary">
      Nothing to change
    </Typography>
  );
}

/** The dry run, row by row as the file numbers them, rows with errors first. */
export function PreviewTable({ preview }: { preview: ImportPreview }) {
  const rows = useMemo(
    () => [...preview.rows].sort((a, b) => Number(b.errors.length > 0) - Number(a.errors.length > 0) || a.row - b.row),
    [preview.rows],
  );
  const columns = useMemo<MRT_ColumnDef<ImportRow>[]>(
    () => [
      { accessorKey: 'row', header: 'Row', size: 60 },
      { accessorKey: 'name', header: 'Name', size: 160, muiTableBodyCellProps: wrappingCells },
      { accessorKey: 'email', header: 'Email', size: 200, muiTableBodyCellProps: wrappingCells },
      { id: 'status', header: 'Status', size: 150, Cell: ({ row }) => <Status row={row.original} /> },
      {
        id: 'password',
        header: 'Password',
        size: 110,
        Cell: ({ row }) => (row.original.password ? PASSWORD_TEXT[row.original.password] : ''),
      },
      {
        id: 'details',
        header: 'Details',
        size: 320,
        muiTableBodyCellProps: wrappingCells,
        Cell: ({ row }) => <Details row={row.original} />,
      },
    ],
    [],
  );
  return <DataTable columns={columns} data={rows} emptyText="No rows" getRowId={(row) => String(row.row)} />;
}
