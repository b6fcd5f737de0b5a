/**
 * The server answers 404 for any path that is no page of the app (contracts/pages.ts). This walks
 * the app's route tables, public and admin, so a new screen without its line in that list fails
 * here instead of answering 404 in production.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchPage, PAGE_PATHS } from '../../contracts/pages';
import { adminRoutes } from '../admin/routes';
import { publicRoutes } from './public-routes';

/** The routes as the router holds them once the admin table is added (router.tsx). */
const routes: RouteObject[] = [{ children: [...publicRoutes, ...adminRoutes] }];

/** Every full path a route shows a screen at; the splat (the not-found page) is no page. */
function pagePaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own =
      route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.index ? [parent || '/'] : route.path !== undefined && route.path !== '*' ? [own] : [];
    return [...here, ...pagePaths(route.children ?? [], own)];
  });
}

const leafOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route;
const pathOfLeaf = new Map(pagePaths(routes).map((path) => [leafOf(path.replace(/:id/g, '7')), path]));

/** The path of the route React Router shows for this address, undefined for its not-found page. */
const routerPage = (pathname: string) => pathOfLeaf.get(leafOf(pathname));

describe('the list of pages the server knows (contracts/pages.ts)', () => {
  it('is the route tables: every route path is in it, and nothing else', () => {
    expect([...pagePaths(routes)].sort()).toEqual([...PAGE_PATHS].sort());
  });

  it('matches an address as the router does', () => {
    const samples = [
      ...[...PAGE_PATHS, ...pagePaths(routes)].flatMap((path) => [
        path.replace(/:id/g, '7'),
        path.replace(/:id/g, 'abc'),
        `${path.replace(/:id/g, '7')}/`,
      ]),
      '/USERS',
      '/User/7',
      '/no-such-page',
      '/users/x/y',
      '/user/7/x',
      '/user',
      '/admin/nope',
      '/admin/users/7/x',
      '/x.y',
      '/assets',
      '/users//',
      '//users',
    ];
    for (const sample of samples) expect(matchPage(sample)?.path, sample).toBe(routerPage(sample));
  });
});
