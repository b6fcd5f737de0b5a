/** Column shapes several tables share. */
import type { MRT_ColumnDef, MRT_RowData } from 'material-react-table';
import { formatDate, formatNumber } from '../../components/format';

/**
 * Body cell props of a column whose text may be long (descriptions, URLs): it wraps, anywhere if
 * it must, instead of widening the table under the pinned Actions column.
 */
export const wrappingCells = { sx: { whiteSpace: 'normal', overflowWrap: 'anywhere' } } as const;

export const idColumn = <T extends MRT_RowData>(): MRT_ColumnDef<T> => ({
  accessorKey: 'id',
  header: 'ID',
  enableSorting: true,
  size: 60,
});

export const numberColumn = <T extends MRT_RowData>(accessorKey: string, header: string): MRT_ColumnDef<T> => ({
  accessorKey,
  header,
  enableSorting: true,
  size: 80,
  Cell: ({ cell }) => formatNumber(cell.getValue<number>()),
});

export const dateColumn = <T extends MRT_RowData>(accessorKey: string, header: string): MRT_ColumnDef<T> => ({
  accessorKey,
  header,
  enableSorting: true,
  Cell: ({ cell }) => formatDate(cell.getValue<string>()),
});
