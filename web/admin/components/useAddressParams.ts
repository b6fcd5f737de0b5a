import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * The address's query, and a writer whose change builds on the latest query, not on the last
 * render's: React Router's own functional `setSearchParams` hands the render's params, so a second
 * change made before the first has rendered (a course, then a date) would drop the first. Writes
 * replace the history entry and keep its state (User Projects' way back to Users).
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  const { state: historyState } = useLocation() as { state: unknown };
  const latestHistoryState = useRef(historyState);
  useLayoutEffect(() => {
    latest.current = params;
    latestHistoryState.current = historyState;
  }, [params, historyState]);

  const write = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) => {
      const next = change(new URLSearchParams(latest.current));
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setParams(next, { replace: true, preventScrollReset: true, state: latestHistoryState.current });
    },
    [setParams],
  );
  return [params, write] as const;
}
