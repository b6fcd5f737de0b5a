/** Public and student screens (spec section 2, first table). */
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';

export const publicRoutes: RouteObject[] = [{ path: '*', element: <NotFoundPage />, handle: { title: 'Page Not Found' } }];
