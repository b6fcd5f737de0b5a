import { useCallback, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigation, useNavigationType, useSearchParams } from 'react-router';

/**
 * The query written last and not yet in the router's location. The router applies a write a few
 * ticks later, so a screen's other writers (its table, its filters, its debounced search) build on
 * this one instead of on the location they rendered with: otherwise the search typed before a date
 * would write the query it saw and drop the date. One per tab, for the screen at `path`.
 */
let pending: { path: string; query: string } | null = null;

/**
 * The address's query, and a writer whose change builds on the latest query, not on the last
 * render's: React Router's own functional `setSearchParams` hands the render's params, so a second
 * change made before the first has rendered (a course, then a date) would drop the first. Writes
 * replace the history entry and keep its state (User Projects' way back to Users). A write from a
 * screen being left (a debounced search after a drawer link's click) is dropped: it would replace
 * the navigation under way with this screen's address.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const { pathname, state: historyState } = useLocation() as { pathname: string; state: unknown };
  const navigationType = useNavigationType();
  const navigation = useNavigation();
  const latest = useRef({ params, pathname, historyState, leaving: false });
  useLayoutEffect(() => {
    latest.current = {
      params,
      pathname,
      historyState,
      leaving: navigation.location !== undefined && navigation.location.pathname !== pathname,
    };
    if (pending && (pending.path !== pathname || pending.query === params.toString() || navigationType === NavigationType.Pop))
      pending = null;
  }, [params, pathname, historyState, navigation.location, navigationType]);

  const write = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) => {
      const { params: rendered, pathname: path, historyState: state, leaving } = latest.current;
      if (leaving) return;
      const base = new URLSearchParams(pending?.path === path ? pending.query : rendered);
      const next = change(new URLSearchParams(base));
      if (next.toString() === base.toString()) return;
      pending = { path, query: next.toString() };
      setParams(next, { replace: true, preventScrollReset: true, state });
    },
    [setParams],
  );
  return [params, write] as const;
}
