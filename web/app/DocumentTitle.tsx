import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';

export type RouteHandle = { title?: string };

/** Document title = the deepest route's title (docs/product.md#public-screens: route name, 'Page Not Found', fallback 'Dashboard'). */
export function DocumentTitle() {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    document.title = title ?? 'Dashboard';
  }, [title]);
  return <Outlet />;
}
