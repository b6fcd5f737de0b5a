import type { MRT_Row, MRT_RowSelectionState, MRT_Updater } from 'material-react-table';
import { useCallback, useMemo, useState } from 'react';
import { MAX_BULK_USERS } from '../../../../contracts/bulk';
import type { BulkTargets } from './api';

/**
 * The Users table's selection for bulk actions: rows ticked on any page (kept while paging and
 * searching, by user id), or "every user matching this search" (all pages; undone by unticking a
 * row or by changing the search).
 */
export function useBulkSelection<T extends { id: number; email: string }>(term: string, total: number, rows: readonly T[]) {
  const [ticked, setTicked] = useState<MRT_RowSelectionState>({});
  const [matching, setMatching] = useState<string | null>(null);
  const allMatching = matching !== null && matching === term;

  const rowSelection = useMemo<MRT_RowSelectionState>(
    () => (allMatching ? Object.fromEntries(rows.map((row) => [String(row.id), true])) : ticked),
    [allMatching, rows, ticked],
  );
  const onRowSelectionChange = useCallback(
    (updater: MRT_Updater<MRT_RowSelectionState>) => {
      setTicked(typeof updater === 'function' ? updater(rowSelection) : updater);
      setMatching(null);
    },
    [rowSelection],
  );
  const ids = useMemo(
    () =>
      Object.entries(ticked)
        .filter(([, on]) => on)
        .map(([id]) => Number(id)),
    [ticked],
  );
  const targets: BulkTargets = allMatching ? { search: term } : { user_ids: ids };
  return {
    /** How many users the actions would be for. */
    count: allMatching ? total : ids.length,
    allMatching,
    /** "Select all N matching": offered while fewer are ticked and N is within the limit. */
    canSelectAllMatching: !allMatching && total > ids.length && total <= MAX_BULK_USERS,
    total,
    term,
    targets,
    selectAllMatching: () => setMatching(term),
    clear: () => {
      setTicked({});
      setMatching(null);
    },
    /** For the table: material-react-table's row selection. */
    tableOptions: {
      enableRowSelection: true,
      onRowSelectionChange,
      // Each checkbox says whose row it selects (material-react-table's default: 'Toggle select row').
      muiSelectCheckboxProps: ({ row }: { row: MRT_Row<T> }) => ({
        slotProps: { input: { 'aria-label': `Select ${row.original.email}` } },
      }),
      muiSelectAllCheckboxProps: { slotProps: { input: { 'aria-label': 'Select all users on this page' } } },
    },
    rowSelection,
  };
}

/** What the toolbar and the dialogs use of the selection. */
export type BulkSelection = Omit<ReturnType<typeof useBulkSelection>, 'tableOptions' | 'rowSelection'>;
