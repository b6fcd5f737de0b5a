/** Column shapes several tables share. */
import Typography from '@mui/material/Typography';
import type { MRT_ColumnDef, MRT_RowData } from 'material-react-table';
import { formatNumber } from '../../components/format';
import { AcademyDate, ZoneHeader } from './academyTime';

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

/** A date on the academy's calendar, its header naming the zone. */
export const dateColumn = <T extends MRT_RowData>(accessorKey: string, header: string): MRT_ColumnDef<T> => ({
  accessorKey,
  header,
  Header: <ZoneHeader label={header} />,
  enableSorting: true,
  Cell: ({ cell }) => <AcademyDate value={cell.getValue<string>()} />,
});

/**
 * A name over its caption (a student's e-mail), each on one line cut with an ellipsis inside its
 * column (the cell's tooltip holds them whole: DataTable).
 */
export function TwoLines({ primary, caption }: { primary: string; caption?: string | null }) {
  return (
    <>
      <Typography component="div" variant="inherit" noWrap>
        {primary}
      </Typography>
      {caption && (
        <Typography component="div" variant="caption" color="text.secondary" noWrap>
          {caption}
        </Typography>
      )}
    </>
  );
}
