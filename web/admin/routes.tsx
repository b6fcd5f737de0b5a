/**
 * The admin area's route table. Only paths and titles live here: every screen is loaded with
 * `lazy`, so public pages never download the admin code.
 */
import type { RouteObject } from 'react-router';

export const adminRoutes: RouteObject[] = [];
