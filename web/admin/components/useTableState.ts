import type { MRT_PaginationState, MRT_SortingState, MRT_Updater } from 'material-react-table';
import { useCallback, useMemo } from 'react';
import { DEFAULT_PAGE_SIZE, readTableState, writeTableState, type TableDefaults, type TableState } from './tableState';
import { useAddressParams } from './useAddressParams';

export type UrlTableState = TableState & {
  onPaginationChange: (updater: MRT_Updater<MRT_PaginationState>) => void;
  onSortingChange: (updater: MRT_Updater<MRT_SortingState>) => void;
  /** A new search starts again at page 1. */
  setSearch: (search: string) => void;
};

const apply = <T>(updater: MRT_Updater<T>, previous: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;

/**
 * The page, page size, sort and search of the screen's table, read from and written to the
 * address (`tableState.ts`). Changes replace the current history entry, so Back leaves the
 * screen as it was left. `DataTable` takes the result as its `tableState`.
 */
export function useTableState(defaults: Partial<TableDefaults> = {}): UrlTableState {
  const pageSize = defaults.pageSize ?? DEFAULT_PAGE_SIZE;
  const sortingKey = JSON.stringify(defaults.sorting ?? []);
  const settled = useMemo<TableDefaults>(
    () => ({ pageSize, sorting: JSON.parse(sortingKey) as MRT_SortingState }),
    [pageSize, sortingKey],
  );
  // Several changes in one event (page and size) each build on the one before.
  const [params, write] = useAddressParams();
  const state = useMemo(() => readTableState(params, settled), [params, settled]);
  const update = useCallback(
    (change: (state: TableState) => TableState) =>
      write((current) => writeTableState(current, change(readTableState(current, settled)), settled)),
    [write, settled],
  );

  const onPaginationChange = useCallback(
    (updater: MRT_Updater<MRT_PaginationState>) => update((old) => ({ ...old, pagination: apply(updater, old.pagination) })),
    [update],
  );
  const onSortingChange = useCallback(
    (updater: MRT_Updater<MRT_SortingState>) =>
      update((old) => {
        // material-react-table also sets the sorting it already has (on mount): only a new sort goes back to page 1.
        const sorting = apply(updater, old.sorting);
        return JSON.stringify(sorting) === JSON.stringify(old.sorting)
          ? old
          : { ...old, sorting, pagination: { ...old.pagination, pageIndex: 0 } };
      }),
    [update],
  );
  const setSearch = useCallback(
    (search: string) =>
      update((old) => (old.search === search.trim() ? old : { ...old, search, pagination: { ...old.pagination, pageIndex: 0 } })),
    [update],
  );
  return useMemo(
    () => ({ ...state, onPaginationChange, onSortingChange, setSearch }),
    [state, onPaginationChange, onSortingChange, setSearch],
  );
}
