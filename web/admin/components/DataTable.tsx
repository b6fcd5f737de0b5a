import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowData,
  type MRT_TableOptions,
} from 'material-react-table';
import { TABLE_PAGE_SIZES } from '../../../contracts/constants';

/** Page size of the 'All' option: larger than any list. */
export const ALL_ROWS = 1_000_000;
export const PAGE_SIZE_OPTIONS = [
  ...TABLE_PAGE_SIZES.map((size) => ({ label: String(size), value: size as number })),
  { label: 'All', value: ALL_ROWS },
];

type Props<T extends MRT_RowData> = Partial<MRT_TableOptions<T>> & {
  columns: MRT_ColumnDef<T>[];
  data: T[];
  isLoading?: boolean;
};

/**
 * Every admin table: fixed header, page sizes 10/25/50/100/All (default 10), sorting only on the
 * columns that ask for it, no column menus, the Actions column pinned right so it stays in view. Screens pass their columns and any extra options.
 */
export function DataTable<T extends MRT_RowData>({ columns, data, isLoading, initialState, state, ...options }: Props<T>) {
  const table = useMaterialReactTable<T>({
    columns,
    data,
    enableStickyHeader: true,
    enableTopToolbar: false,
    enableColumnPinning: true,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    enableGlobalFilter: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
    defaultColumn: { enableSorting: false, size: 100, minSize: 60 },
    paginationDisplayMode: 'default',
    muiPaginationProps: { rowsPerPageOptions: PAGE_SIZE_OPTIONS, showFirstButton: true, showLastButton: true },
    muiTableContainerProps: { sx: { maxHeight: 'calc(100vh - 260px)' } },
    muiTablePaperProps: { elevation: 0, sx: { border: '1px solid', borderColor: 'divider', borderRadius: 2 } },
    getRowId: (row) => String((row as { id?: unknown }).id),
    ...options,
    initialState: {
      density: 'compact',
      pagination: { pageIndex: 0, pageSize: 10 },
      columnPinning: { right: ['actions'] },
      ...initialState,
    },
    state: { isLoading, ...state },
  });
  return <MaterialReactTable table={table} />;
}
