import { createBrowserRouter } from 'react-router';
import { DocumentTitle } from './DocumentTitle';
import { publicRoutes } from './public-routes';

const ROOT = 'root';
let adminRoutesAdded = false;

/**
 * The admin area's route table (paths, titles and the lazy screens behind them) is itself loaded
 * with the first address under /admin: until then such an address matches the public splat (404)
 * route, which makes React Router ask `patchRoutesOnNavigation`. The homepage's first visit carries
 * no admin route (its 150 KB budget: docs/decisions.md "Wire weight").
 */
export const router = createBrowserRouter([{ id: ROOT, element: <DocumentTitle />, children: publicRoutes }], {
  async patchRoutesOnNavigation({ path, patch }) {
    if (adminRoutesAdded || !/^\/admin(\/|$)/.test(path)) return;
    const { adminRoutes } = await import('../admin/routes');
    // Two navigations may have waited for the same import: the routes go in once.
    if (adminRoutesAdded) return;
    adminRoutesAdded = true;
    patch(ROOT, adminRoutes);
  },
});
