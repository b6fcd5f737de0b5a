import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The live stream (issue 49) for as long as the site's frame is shown. Its code is a chunk of its
 * own, downloaded once the page has rendered and the browser is idle, so it never delays the first
 * paint (docs/decisions.md "Wire weight").
 */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    const load = () =>
      void import('./startLive')
        .then(({ startLive }) => {
          if (!ended) stop = startLive(queryClient);
        })
        // Not downloaded (offline, a new version deployed): the page works as before, without it.
        .catch(() => undefined);
    // Safari has no requestIdleCallback.
    const idle = 'requestIdleCallback' in window ? window.requestIdleCallback(load, { timeout: 2_000 }) : undefined;
    const timer = idle === undefined ? window.setTimeout(load, 200) : undefined;
    return () => {
      ended = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
      stop?.();
    };
  }, [queryClient]);
}
