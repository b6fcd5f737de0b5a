import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_PaginationState,
  type MRT_RowData,
  type MRT_TableOptions,
} from 'material-react-table';
import { useEffect, useMemo, useReducer, useState, type PointerEvent } from 'react';
import { TABLE_PAGE_SIZES } from '../../../contracts/constants';
import { ErrorState } from '../../components/States';
import { ALL_ROWS } from './tableState';
import type { UrlTableState } from './useTableState';

export { ALL_ROWS };
export const PAGE_SIZE_OPTIONS = [
  ...TABLE_PAGE_SIZES.map((size) => ({ label: String(size), value: size })),
  { label: 'All', value: ALL_ROWS },
];

/**
 * material-react-table draws pinned cells at 97% opacity over a 97% background, so the text of
 * the columns scrolled beneath shows through the Actions column: make them opaque. `&&` outranks
 * its own rule (set on the row for body cells) without replacing it; the row's hover tint is
 * drawn above this background and stays.
 */
const opaquePinnedCells = {
  sx: {
    '&&[data-pinned="true"]': { opacity: 1, '&:before': { backgroundColor: 'background.paper' } },
  },
};

/**
 * material-react-table draws the sticky header at 97% opacity: the rows scrolled under it showed
 * through (issue 44). Every admin table's header is opaque.
 */
const opaqueHeader = { sx: { opacity: 1 } };

/**
 * A cell whose text its column cuts (an ellipsis: columns keep their sizes, issue 20 item 8) gets
 * the whole text as its tooltip when the pointer comes; measured then, not for every row drawn.
 */
function titleWhenCut(event: PointerEvent<HTMLTableCellElement>) {
  const cell = event.currentTarget;
  const cut = [cell, ...cell.querySelectorAll('*')].some((element) => element.scrollWidth > element.clientWidth);
  cell.title = cut ? cell.innerText.trim() : '';
}

/** Body cells: the pinned ones opaque, and a cut text in the tooltip. */
const bodyCells = { ...opaquePinnedCells, onPointerEnter: titleWhenCut };

/**
 * Every cell's content but the Actions' sits in one box as wide as its cell, where a line too long
 * ends in an ellipsis (issue 20 item 8): a long name or e-mail widened its column and pushed the
 * table beneath the pinned Actions column. The box adds nothing to its column's width (width 0,
 * at least the cell's: the usual ellipsis in a table), so columns take their sizes and headers and
 * share any room left. It also gives the virtualised table, whose cells are flex boxes that cut
 * text without an ellipsis, one.
 */
function clipped<T extends MRT_RowData>(columns: MRT_ColumnDef<T>[]): MRT_ColumnDef<T>[] {
  return columns.map((column) =>
    column.id === 'actions'
      ? column
      : {
          ...column,
          Cell: (props) => <span className="cell-content">{column.Cell ? column.Cell(props) : props.renderedCellValue}</span>,
        },
  );
}

const tableSx = {
  '& td > .cell-content': {
    display: 'block',
    flexGrow: 1,
    width: 0,
    minWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
};

/** Within two screens of the end of the rows in: a table that has more to load asks for it. */
function nearEnd(container: HTMLElement | null) {
  return !!container && container.scrollHeight - container.scrollTop - container.clientHeight < 2 * container.clientHeight;
}

/** What a table needs of its list's query (a TanStack `useQuery` result) to offer Try Again. */
export type ListLoad = { data: unknown; isError: boolean; isFetching: boolean; refetch: () => unknown };

function LoadFailed({ load }: { load: ListLoad }) {
  return (
    <Box sx={{ p: 2 }}>
      <ErrorState onRetry={() => void load.refetch()} retrying={load.isFetching} />
    </Box>
  );
}

/**
 * The options of a table paged on the server by its list query: the rows of this page, the
 * answer's `meta.total` as the row count (the page's rows until it answers), the load for the
 * error state and a progress bar while another page loads.
 */
export function serverPaged<T>(load: ListLoad & { isLoading: boolean; data?: { meta?: { total: number } } }, rows: T[]) {
  return {
    data: rows,
    isLoading: load.isLoading,
    load,
    manualPagination: true,
    rowCount: load.data?.meta?.total ?? rows.length,
    state: { showProgressBars: load.isFetching && !load.isLoading },
  };
}

/**
 * Past this many rows (the largest page size), 'All' draws only the rows in view and a few around
 * them (material-react-table's row virtualisation): drawing thousands of rows at once blocked the
 * page for a minute (issue 20). Shorter lists keep every row in the page, where the browser's
 * find reaches them. A list paged on the server is virtualised from the moment 'All' is chosen:
 * its pages come by the thousand, and making the table anew as its first page arrives cost one
 * more long task.
 */
const VIRTUAL_ABOVE = Math.max(...TABLE_PAGE_SIZES);

type Props<T extends MRT_RowData> = Partial<MRT_TableOptions<T>> & {
  columns: MRT_ColumnDef<T>[];
  data: T[];
  isLoading?: boolean;
  /** Shown in place of the rows when there are none: 'No users found', ... */
  emptyText?: string;
  /**
   * The list's query: when its load failed and nothing is shown, the table holds the public
   * screens' error state with Try Again instead of `emptyText` (which would read as an empty list).
   */
  load?: ListLoad;
  /** Page, size and sort kept in the address (`useTableState`): they survive changes of the rows. */
  tableState?: UrlTableState;
  /** 'All' of a list loaded page by page (`useServerRows`): loads the next page; absent while there is none to ask for. */
  loadMore?: () => void;
};

/**
 * Every admin table: fixed header, page sizes 10/25/50/100/All (default 10), sorting only on the
 * columns that ask for it, no column menus, the Actions column pinned right so it stays in view.
 * Keyboard shortcuts are off: they catch the arrow keys of the row menus and make every cell a
 * tab stop. Screens pass their columns and any extra options. With a `tableState` the page, size
 * and sort live in the address and stay put when rows are added, edited or deleted
 * (material-react-table moves a page past the last one, as after deleting its only row, to the last).
 */
export function DataTable<T extends MRT_RowData>(props: Props<T>) {
  const [ownPagination, setOwnPagination] = useState<MRT_PaginationState>(
    props.initialState?.pagination ?? { pageIndex: 0, pageSize: 10 },
  );
  const pagination = props.tableState?.pagination ?? props.state?.pagination ?? ownPagination;
  const virtual = pagination.pageSize === ALL_ROWS && (!!props.manualPagination || props.data.length > VIRTUAL_ABOVE);
  // material-react-table reads enableRowVirtualization once, when the table is made: a new table when it changes.
  return (
    <Table
      key={virtual ? 'virtual' : 'every-row'}
      {...props}
      virtual={virtual}
      pagination={pagination}
      onPaginationChange={props.tableState?.onPaginationChange ?? props.onPaginationChange ?? setOwnPagination}
    />
  );
}

function Table<T extends MRT_RowData>({
  columns,
  data,
  isLoading,
  emptyText,
  load,
  initialState,
  state,
  tableState,
  virtual,
  pagination,
  onPaginationChange,
  loadMore,
  ...options
}: Props<T> & {
  virtual: boolean;
  pagination: MRT_PaginationState;
  onPaginationChange: MRT_TableOptions<T>['onPaginationChange'];
}) {
  const fitted = useMemo(() => clipped(columns), [columns]);
  const table = useMaterialReactTable<T>({
    columns: fitted,
    data,
    enableStickyHeader: true,
    enableTopToolbar: false,
    enableKeyboardShortcuts: false,
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
    mrtTheme: (theme: Theme) => ({ baseBackgroundColor: theme.palette.background.paper }),
    muiPaginationProps: { rowsPerPageOptions: PAGE_SIZE_OPTIONS, showFirstButton: true, showLastButton: true },
    muiTableContainerProps: {
      sx: { maxHeight: 'calc(100vh - 260px)' },
      onScroll: loadMore && ((event) => nearEnd(event.currentTarget) && loadMore()),
    },
    muiTableProps: { sx: tableSx },
    muiTablePaperProps: { elevation: 0, sx: { border: '1px solid', borderColor: 'divider', borderRadius: 2 } },
    muiTableHeadProps: opaqueHeader,
    muiTableHeadCellProps: opaquePinnedCells,
    muiTableBodyCellProps: bodyCells,
    localization: emptyText ? { noRecordsToDisplay: emptyText } : undefined,
    getRowId: (row) => String((row as { id?: unknown }).id),
    ...(load?.isError && load.data === undefined && { renderEmptyRowsFallback: () => <LoadFailed load={load} /> }),
    enableRowVirtualization: virtual,
    // Scrolling re-renders the rows in view: cells whose row and column are unchanged keep their
    // last render (cells draw only from their row and column here), and few rows past the view
    // are drawn, so a scroll stays within a frame or two.
    ...(virtual && { memoMode: 'cells' as const, rowVirtualizerOptions: { overscan: 2 } }),
    onPaginationChange,
    ...(tableState && { autoResetPageIndex: false, onSortingChange: tableState.onSortingChange }),
    ...options,
    // Whether every row is ticked is a walk over all of them on every render: 'Select all N
    // matching' (Users) stays the way to take a long list whole.
    ...(virtual && { enableSelectAll: false }),
    initialState: {
      density: 'compact',
      columnPinning: { right: ['actions'] },
      ...initialState,
    },
    state: {
      isLoading,
      pagination,
      ...(tableState && { sorting: tableState.sorting }),
      ...state,
    },
  });
  // The row virtualiser looks for its scroll container in its own layout effect, which runs
  // before the container's ref is set on a new table: render once more, or a table made with its
  // rows (switching to 'All') stays empty until something re-renders it. After the first paint, so
  // the new table and its rows are two short tasks rather than one long one.
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (virtual) renderAgain();
  }, [virtual]);
  // A page that does not fill the table's height yet gives nothing to scroll: ask for the next one.
  useEffect(() => {
    if (loadMore && nearEnd(table.refs.tableContainerRef.current)) loadMore();
  }, [loadMore, table, data]);
  return <MaterialReactTable table={table} />;
}
