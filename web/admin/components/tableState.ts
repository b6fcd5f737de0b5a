/**
 * An admin table's page, page size, sort and search, kept in the address so reload and Back
 * restore them: `?page=3&size=25&sort=name&dir=asc&q=...` (page 1-based, `size=all` for 'All').
 * Values equal to the table's defaults are left out of the address; anything unreadable reads as
 * the default. Other query parameters (such as User Projects' `projects`) are kept as they are.
 */
import type { MRT_PaginationState, MRT_SortingState } from 'material-react-table';
import { TABLE_PAGE_SIZES } from '../../../contracts/constants';

/** Page size of the 'All' option: larger than any list. */
export const ALL_ROWS = 1_000_000;

/** The default page size of every table: 10 (docs/product.md#constants). */
export const DEFAULT_PAGE_SIZE = TABLE_PAGE_SIZES[0];

export type TableState = { pagination: MRT_PaginationState; sorting: MRT_SortingState; search: string };

/** What a table starts with: 10 rows per page (docs/product.md#constants), and its own sort (Admins by id, ...). */
export type TableDefaults = { pageSize: number; sorting: MRT_SortingState };

export const PARAM = { page: 'page', size: 'size', sort: 'sort', dir: 'dir', search: 'q' } as const;

const SIZES: readonly number[] = [...TABLE_PAGE_SIZES, ALL_ROWS];

function readSize(value: string | null, fallback: number): number {
  if (value === 'all') return ALL_ROWS;
  const size = Number(value);
  return value && SIZES.includes(size) ? size : fallback;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return value && Number.isSafeInteger(page) && page >= 1 ? page - 1 : 0;
}

function readSorting(params: URLSearchParams, fallback: MRT_SortingState): MRT_SortingState {
  const id = params.get(PARAM.sort);
  if (!id) return fallback;
  const dir = params.get(PARAM.dir);
  return [{ id, desc: dir === 'desc' }];
}

export function readTableState(params: URLSearchParams, defaults: TableDefaults): TableState {
  return {
    pagination: { pageIndex: readPage(params.get(PARAM.page)), pageSize: readSize(params.get(PARAM.size), defaults.pageSize) },
    sorting: readSorting(params, defaults.sorting),
    search: params.get(PARAM.search) ?? '',
  };
}

const sameSorting = (a: MRT_SortingState, b: MRT_SortingState) =>
  a.length === b.length && a.every((sort, i) => sort.id === b[i].id && sort.desc === b[i].desc);

/** The address's query for this state: `params` with the table's entries replaced (defaults left out). */
export function writeTableState(params: URLSearchParams, state: TableState, defaults: TableDefaults): URLSearchParams {
  const next = new URLSearchParams(params);
  Object.values(PARAM).forEach((name) => next.delete(name));
  const { pageIndex, pageSize } = state.pagination;
  const search = state.search.trim();
  if (search) next.set(PARAM.search, search);
  if (pageIndex > 0) next.set(PARAM.page, String(pageIndex + 1));
  if (pageSize !== defaults.pageSize) next.set(PARAM.size, pageSize === ALL_ROWS ? 'all' : String(pageSize));
  const [sort] = state.sorting;
  if (sort && !sameSorting(state.sorting, defaults.sorting)) {
    next.set(PARAM.sort, sort.id);
    next.set(PARAM.dir, sort.desc ? 'desc' : 'asc');
  }
  return next;
}
