import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { PageLoadingBar } from '../components/PageLoadingBar';
import { DocumentTitle } from './DocumentTitle';
import { publicRoutes } from './public-routes';

const ROOT = 'root';

/**
 * Every route of the app. The root's fallback shows while the first address's route is not known
 * yet (an address under /admin before its routes arrive, or one that matches only the 404 route):
 * without one, React Router warns of a missing `HydrateFallback` and draws nothing (issue 44).
 */
export const appRoutes: RouteObject[] = [
  { id: ROOT, element: <DocumentTitle />, hydrateFallbackElement: <PageLoadingBar />, children: publicRoutes },
];

/**
 * The admin area's route table (paths, titles and the lazy screens behind them) is itself loaded
 * with the first address under /admin: until then such an address matches the public splat (404)
 * route, which makes React Router ask `patchRoutesOnNavigation`. The homepage's first visit carries
 * no admin route (its 150 KB budget: docs/decisions.md "Wire weight"). One per router.
 */
export function adminRoutesOnDemand(): PatchRoutesOnNavigationFunction {
  let adminRoutesAdded = false;
  return async ({ path, patch }) => {
    if (adminRoutesAdded || !/^\/admin(\/|$)/.test(path)) return;
    const { adminRoutes } = await import('../admin/routes');
    // Two navigations may have waited for the same import: the routes go in once.
    if (adminRoutesAdded) return;
    adminRoutesAdded = true;
    patch(ROOT, adminRoutes);
  };
}

export const router = createBrowserRouter(appRoutes, { patchRoutesOnNavigation: adminRoutesOnDemand() });
