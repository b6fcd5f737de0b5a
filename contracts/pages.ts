/**
 * Every page of the web app, as the paths of its routes (web/app/public-routes.tsx and
 * web/admin/routes.tsx; web/app/pages.test.ts holds the route tables and this list together, so a
 * new screen cannot be missed). The server answers any other path with HTTP 404 and the app's
 * not-found page (server/plugins/web.ts, docs/decisions.md "Soft 404s").
 * No imports: the web app may take it into any bundle.
 */

/** The pages about one record: a 404 too when that record does not exist or is hidden. */
export const SUBJECT_PAGE_PATHS = { user: '/user/:id', course: '/course/:id', project: '/project/:id' } as const;

export const PAGE_PATHS = [
  '/',
  '/user/login',
  '/forgot-password',
  '/reset-password',
  '/set-password',
  '/unsubscribe',
  '/users',
  SUBJECT_PAGE_PATHS.user,
  '/courses',
  SUBJECT_PAGE_PATHS.course,
  '/projects',
  SUBJECT_PAGE_PATHS.project,
  '/achievements',
  '/stats',
  '/leaderboard',
  '/edit-profile',
  '/edit-avatar',
  '/edit-skills',
  '/manage-projects',
  '/admin',
  '/admin/login',
  '/admin/dashboard',
  '/admin/admins',
  '/admin/users',
  '/admin/import-students',
  '/admin/user/:id/projects',
  '/admin/users/:id',
  '/admin/courses',
  '/admin/projects',
  '/admin/achievements',
  '/admin/skills',
  '/admin/payments',
  '/admin/moderation',
  '/admin/audit',
  '/admin/settings',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];
export type PageMatch = { path: PagePath; params: Record<string, string> };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * As React Router matches a route path: `:name` takes one segment, letter case does not matter,
 * trailing slashes may follow.
 */
const patternOf = (path: string) => {
  const segments = path.replace(/\/$/, '').split('/');
  const source = segments.map((segment) => (segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : escapeRegExp(segment)));
  return new RegExp(`^${source.join('/')}/*$`, 'i');
};

/** Static paths first, as React Router ranks them: `/user/login` is not the profile of a student 'login'. */
const PATTERNS = [...PAGE_PATHS]
  .sort((a, b) => Number(a.includes(':')) - Number(b.includes(':')))
  .map((path) => ({ path, pattern: patternOf(path) }));

/** The page a path (no query) shows, with its parameters; undefined when it is no page of the app. */
export function matchPage(pathname: string): PageMatch | undefined {
  for (const { path, pattern } of PATTERNS) {
    const match = pattern.exec(pathname);
    if (match) return { path, params: { ...match.groups } };
  }
  return undefined;
}
