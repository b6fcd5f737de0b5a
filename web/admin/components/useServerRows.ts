import { useInfiniteQuery, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { MRT_PaginationState } from 'material-react-table';
import { useCallback, useMemo } from 'react';
import { MAX_PER_PAGE } from '../../../contracts/paging';
import { serverPaged } from './DataTable';
import { ALL_ROWS } from './tableState';

/** 'All' asks the server for pages of its largest size. */
export const ALL_PAGE_SIZE = MAX_PER_PAGE;

type Paged = { meta?: { total: number } };

/** The query of one page of a list: the 0-based `pageIndex` of `pageSize` rows (the list's `queryOptions`). */
export type PageQuery<R, K extends QueryKey> = (pageIndex: number, pageSize: number) => UseQueryOptions<R, Error, R, K>;

/**
 * The rows of a list the server pages, for `DataTable`: the table's page, or with 'All' pages of
 * ALL_PAGE_SIZE fetched as the reader scrolls near the end of the rows already in (`loadMore`),
 * never the whole list in one answer (100,000 students were ~130 MB of JSON and ~55 s of server
 * time) nor every page at once (each added page rebuilds the table's rows: docs/decisions.md).
 * `answer` is the page's answer (with 'All', the first page's) for what the list sends beside its
 * rows (the ledger's totals); the footer counts the whole list (`meta.total`).
 */
export function useServerRows<R extends Paged, T, K extends QueryKey>(
  pageQuery: PageQuery<R, K>,
  { pageIndex, pageSize }: MRT_PaginationState,
  rowsOf: (answer: NoInfer<R>) => T[],
) {
  const all = pageSize === ALL_ROWS;
  const queryClient = useQueryClient();
  const page = useQuery({ ...pageQuery(pageIndex, all ? ALL_PAGE_SIZE : pageSize), enabled: !all });
  const pages = useInfiniteQuery({
    queryKey: [...pageQuery(0, ALL_PAGE_SIZE).queryKey, 'all'],
    // Each page through its own query: its key is made stale with the list's, and its failure toasts once.
    queryFn: ({ pageParam }) => queryClient.fetchQuery(pageQuery(pageParam, ALL_PAGE_SIZE)),
    initialPageParam: 0,
    getNextPageParam: (last: R, loaded: R[]) =>
      loaded.length * ALL_PAGE_SIZE < (last.meta?.total ?? 0) ? loaded.length : undefined,
    enabled: all,
    // Comparing thousands of rows with the last answer on a refetch would block the page.
    structuralSharing: false,
  });

  const rows = useMemo(
    () => (all ? pages.data?.pages.flatMap(rowsOf) : page.data && rowsOf(page.data)) ?? [],
    [all, pages.data, page.data, rowsOf],
  );
  const { hasNextPage, isFetching, isError, fetchNextPage } = pages;
  const more = all && hasNextPage && !isFetching && !isError;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const answer = all ? pages.data?.pages[0] : page.data;
  const load = all ? { ...pages, data: answer } : page;
  return { rows, answer, load, table: { ...serverPaged(load, rows), loadMore: more ? loadMore : undefined } };
}
