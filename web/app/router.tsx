import { createBrowserRouter } from 'react-router';
import { adminRoutes } from '../admin/routes';
import { DocumentTitle } from './DocumentTitle';
import { publicRoutes } from './public-routes';

export const router = createBrowserRouter([{ element: <DocumentTitle />, children: [...adminRoutes, ...publicRoutes] }]);
