import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DetailCard } from './DetailCard';

export type SimpleColumn<T> = { header: string; cell: (row: T) => ReactNode; align?: 'right'; wrap?: boolean };

type Props<T> = { label: string; columns: SimpleColumn<T>[]; rows: T[]; rowKey: (row: T) => string | number; emptyText: string };

/**
 * A small read-only table of a student's page: every row at once (a student's own rows are few),
 * scrolling sideways inside its card on a phone instead of widening the page.
 */
export function SimpleTable<T>({ label, columns, rows, rowKey, emptyText }: Props<T>) {
  if (rows.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  align={column.align}
                  sx={column.wrap ? { overflowWrap: 'anywhere', minWidth: 160 } : { whiteSpace: 'nowrap' }}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A part of a student's page that is a table: its card, titled with the count, holding the table. */
export function TableCard<T>({ title, ...table }: Omit<Props<T>, 'label'> & { title: string }) {
  return (
    <DetailCard title={title} count={table.rows.length}>
      <SimpleTable label={title} {...table} />
    </DetailCard>
  );
}
