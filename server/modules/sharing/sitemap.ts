/**
 * robots.txt and the sitemaps (issue 26 item 5). The sitemap is an index of pages: `pages` (the
 * public lists, every open course and project) and `users-N`, the students by id,
 * STUDENTS_PER_SITEMAP each (the protocol allows 50,000 URLs per file; 10,000 keeps a page of it
 * small and quick to build at 100k students). Suspended students and those who asked search
 * engines to leave them out (their profile's setting) are not listed.
 */
import escapeHtml from 'escape-html';
import { MAIL_LINK_PATHS } from '../../../contracts/mail-links.js';
import type { Executor } from '../../db/client.js';
import { listedStudentIds, listedStudentsCount, openCatalogueIds } from './queries.js';

export const STUDENTS_PER_SITEMAP = 10_000;

/** The public screens a visitor lands on (web/app/paths.ts). */
const PUBLIC_LISTS = ['/', '/users', '/courses', '/projects', '/achievements', '/stats', '/leaderboard'];

/**
 * Paths crawlers are asked to stay out of: the admin area, the API, and the screens of a signed-in
 * student (they show nothing to a crawler but a login).
 */
const KEPT_OUT = [
  '/admin',
  '/api',
  '/user/login',
  '/forgot-password',
  MAIL_LINK_PATHS.reset,
  MAIL_LINK_PATHS.invite,
  MAIL_LINK_PATHS.unsubscribe,
  '/edit-profile',
  '/edit-avatar',
  '/edit-skills',
  '/manage-projects',
];

export function robotsTxt(publicUrl: string | undefined): string {
  const lines = ['User-agent: *', ...KEPT_OUT.map((path) => `Disallow: ${path}`)];
  if (publicUrl) lines.push('', `Sitemap: ${publicUrl}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlSet = (urls: string[]) =>
  `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `<url><loc>${escapeHtml(url)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;

/** The names of the sitemap's files: `pages`, then `users-1`, `users-2`... */
export async function sitemapNames(db: Executor): Promise<string[]> {
  const pages = Math.ceil((await listedStudentsCount(db)) / STUDENTS_PER_SITEMAP);
  return ['pages', ...Array.from({ length: pages }, (_, i) => `users-${i + 1}`)];
}

export function sitemapIndex(publicUrl: string, names: string[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${names
    .map((name) => `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemaps/${name}.xml`)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
}

/** A file of the sitemap by one of its names (sitemapNames). */
export async function sitemapPage(db: Executor, publicUrl: string, name: string): Promise<string> {
  if (name === 'pages') {
    const open = await openCatalogueIds(db);
    const paths = [...PUBLIC_LISTS, ...open.courses.map((id) => `/course/${id}`), ...open.projects.map((id) => `/project/${id}`)];
    return urlSet(paths.map((path) => `${publicUrl}${path}`));
  }
  const page = Number(/^users-([1-9][0-9]*)$/.exec(name)?.[1]);
  const ids = await listedStudentIds(db, (page - 1) * STUDENTS_PER_SITEMAP, STUDENTS_PER_SITEMAP);
  return urlSet(ids.map((id) => `${publicUrl}/user/${id}`));
}
