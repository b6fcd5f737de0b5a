import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { MAX_PER_PAGE } from '../../../contracts/paging';
import type { ListLoad } from './DataTable';

/** 'All' asks the server for pages of its largest size, one after another. */
export const ALL_PAGE_SIZE = MAX_PER_PAGE;

type Paged = { meta?: { total: number } };

type Options<R extends Paged> = {
  /** The list's key for 'All' (its own: an infinite query's cache differs from a page's). */
  queryKey: QueryKey;
  /** The 0-based page of ALL_PAGE_SIZE rows. */
  fetchPage: (pageIndex: number) => Promise<R>;
  enabled: boolean;
  /** The toast when a page fails to load. */
  failure: string;
};

/**
 * Every row of a list the server pages ('All'), fetched ALL_PAGE_SIZE rows at a time and shown as
 * each page arrives, the first at once: one answer of 100,000 students is ~130 MB of JSON and
 * ~55 s of server time (docs/decisions.md). `load` is what `serverPaged` takes: `meta.total` is
 * the list's count, and the progress bar shows while pages are still coming.
 */
export function useAllPages<R extends Paged, T>(options: Options<R>, rowsOf: (answer: R) => T[]) {
  const query = useInfiniteQuery({
    queryKey: options.queryKey,
    queryFn: ({ pageParam }) => options.fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: R, pages: R[]) =>
      pages.length * ALL_PAGE_SIZE < (last.meta?.total ?? 0) ? pages.length : undefined,
    enabled: options.enabled,
    // Comparing 100,000 rows with the last answer on a refetch would block the page.
    structuralSharing: false,
    meta: { failure: options.failure },
  });
  const { data, hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (options.enabled && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [options.enabled, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const rows = useMemo(() => data?.pages.flatMap(rowsOf) ?? [], [data, rowsOf]);
  const total = data?.pages[0]?.meta?.total;
  const load: ListLoad & { isLoading: boolean; data?: Paged } = {
    data: data && { meta: { total: total ?? rows.length } },
    isLoading: query.isLoading,
    isError,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
  return { rows, load };
}
