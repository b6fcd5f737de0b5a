/**
 * The title, description and Open Graph / Twitter card tags of a page, rendered by the server into
 * index.html (issue 26 item 4): link previews and crawlers run no JavaScript, and the app renders
 * only in the browser. The app still sets each screen's title itself (docs/product.md#public-screens).
 *
 * Absolute URLs (og:url, og:image) need PUBLIC_URL; without it they are left out. A suspended or
 * missing student's page gets the site's tags and no image: nothing of theirs is shown. Profiles,
 * courses and projects show their own PNG card, the other pages the site's (issue 44 item 1).
 *
 * A page asked for in Arabic (issue 47: `?lang=ar`, else a `lang=ar` cookie; pageLocale) gets the
 * server's own words of its description and image text in Arabic, `og:locale` ar_EG and the
 * Arabic share image (`&lang=ar` on its URL). An English page is written as it always was, without
 * `og:locale` (Open Graph's default is en_US).
 */
import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import { idParams } from '../../../contracts/fields.js';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/constants.js';
import { matchPage, SUBJECT_PAGE_PATHS } from '../../../contracts/pages.js';
import { findCourse } from '../courses/queries.js';
import { findProject } from '../projects/queries.js';
import { courseCardOf, projectCardOf, siteCardOf, siteSettings, studentCard } from './figures.js';
import { ARABIC_OG_LOCALE, PAGE_WORDS } from './page-words.js';
import { cardVersion, CARD_HEIGHT, CARD_WIDTH, type ShareCard } from './share-card.js';

export type PageTags = {
  title: string;
  description: string;
  /** The page's own path ('/user/7'), made absolute with PUBLIC_URL. */
  path: string;
  /** A path ('/share/user/7.png?v=…') or an absolute URL. */
  image?: { url: string; alt: string; width?: number; height?: number };
  type: 'website' | 'profile';
  /** The student asked search engines to leave their profile out. */
  noindex?: boolean;
  /** The page's student, course or project does not exist or is hidden: the page answers 404 (plugins/web.ts). */
  missing?: true;
  /** Set for an Arabic page only: an English one keeps its tags as they were. */
  locale?: 'ar';
};

/**
 * The language a page is written in: `?lang=` when it names one of ours, else the `lang` cookie
 * (set by the web app when the visitor chooses, web/i18n/locale.ts), else English. A crawler
 * following a shared Arabic link (the Share button adds `?lang=ar`) gets the Arabic page.
 */
export function pageLocale(search: string, cookieHeader: string | undefined): Locale {
  const asked = new URLSearchParams(search).get('lang');
  if (asked === 'ar' || asked === 'en') return asked;
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '')?.[1]?.trim();
  return cookie === 'ar' || cookie === 'en' ? cookie : DEFAULT_LOCALE;
}

/**
 * A card's share image (routes.ts), described by `alt`: its URL carries the card's version, so a
 * changed card is a new URL. A course's own image is never given: it may be an SVG, which Facebook,
 * X and LinkedIn do not show.
 */
function shareImage(card: ShareCard, id: number | undefined, alt: string, locale: Locale): PageTags['image'] {
  const file = id === undefined ? card.kind : `${card.kind}/${id}`;
  // The Arabic card's version is its own (share-card.ts): the address routes.ts checks it against.
  const url =
    locale === 'ar'
      ? `/share/${file}.png?v=${cardVersion({ ...card, lang: 'ar' })}&lang=ar`
      : `/share/${file}.png?v=${cardVersion(card)}`;
  return { url, alt, width: CARD_WIDTH, height: CARD_HEIGHT };
}

/** The record id of a subject's page ('/user/7'), read as the API reads its `{id}`; undefined for any other path. */
const pageId = (pathname: string, page: string) => {
  const match = new RegExp(`^/${page}/([^/]+)/*$`, 'i').exec(pathname);
  const parsed = match ? idParams.safeParse({ id: match[1] }) : undefined;
  return parsed?.success ? parsed.data.id : undefined;
};

const isSubjectPage = (pathname: string) =>
  Object.values<string | undefined>(SUBJECT_PAGE_PATHS).includes(matchPage(pathname)?.path);

export async function pageTags(app: FastifyInstance, pathname: string, locale: Locale = DEFAULT_LOCALE): Promise<PageTags> {
  const tags = await tagsIn(app, pathname, locale);
  return locale === 'ar' ? { ...tags, locale } : tags;
}

async function tagsIn(app: FastifyInstance, pathname: string, locale: Locale): Promise<PageTags> {
  const words = PAGE_WORDS[locale];
  const site = await siteSettings(app);
  const academy = site.academy_name;
  const generic: PageTags = { title: academy, description: words.site, path: pathname, type: 'website' };
  const missing: PageTags = { ...generic, missing: true };

  const userId = pageId(pathname, 'user');
  if (userId !== undefined) {
    const card = await studentCard(app, userId);
    if (!card) return missing;
    const { noindex, ...shown } = card;
    return {
      title: `${card.name} · ${academy}`,
      description: words.student(card.title, card.rank, card.points, academy),
      path: `/user/${userId}`,
      image: shareImage(shown, userId, words.studentImage(card.name, card.rank, card.points), locale),
      type: 'profile',
      noindex,
    };
  }
  const courseId = pageId(pathname, 'course');
  if (courseId !== undefined) {
    const course = await findCourse(app.db, courseId);
    if (!course) return missing;
    return {
      title: `${course.title} · ${academy}`,
      description: course.description?.trim() || words.course(academy),
      path: `/course/${courseId}`,
      image: shareImage(courseCardOf(course, academy), courseId, course.title, locale),
      type: 'website',
    };
  }
  const projectId = pageId(pathname, 'project');
  if (projectId !== undefined) {
    const project = await findProject(app.db, projectId);
    if (!project) return missing;
    return {
      title: `${project.name} · ${academy}`,
      description: words.project(project.course_title, project.points_value, academy),
      path: `/project/${projectId}`,
      image: shareImage(projectCardOf(project, academy), projectId, project.name, locale),
      type: 'website',
    };
  }
  // A subject's page whose id is no record's ('/user/abc'): nothing to look up, nothing found, no picture.
  if (isSubjectPage(pathname)) return missing;
  return { ...generic, image: shareImage(siteCardOf(academy), undefined, academy, locale) };
}

/** `url` made absolute against PUBLIC_URL; undefined when it cannot be (no PUBLIC_URL, or not http(s)). */
function absolute(url: string, publicUrl: string | undefined): string | undefined {
  if (/^https?:\/\//i.test(url)) return url;
  if (!publicUrl || !url.startsWith('/')) return undefined;
  return `${publicUrl}${url}`;
}

/** The tags as HTML for `<head>`, every value escaped. */
export function tagsHtml(tags: PageTags, publicUrl: string | undefined, siteName: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | number | undefined) =>
    value === undefined ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  const url = absolute(tags.path, publicUrl);
  const image = tags.image && absolute(tags.image.url, publicUrl);
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    meta('name', 'description', tags.description),
    tags.noindex ? meta('name', 'robots', 'noindex') : '',
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '',
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', tags.type),
    tags.locale === 'ar' ? meta('property', 'og:locale', ARABIC_OG_LOCALE) : '',
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', image ? tags.image?.alt : undefined),
    meta('property', 'og:image:width', image ? tags.image?.width : undefined),
    meta('property', 'og:image:height', image ? tags.image?.height : undefined),
    meta('name', 'twitter:card', image && tags.image?.width ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', image),
  ]
    .filter(Boolean)
    .join('');
}
