/** Optional paging: without `page` a list comes whole; with it, one page plus `meta`. */
import type { PageQuery } from '../../../contracts/submissions.js';

export const DEFAULT_PER_PAGE = 20;

export type Page = { limit: number; offset: number; page: number; per_page: number };

export function pageOf(query: PageQuery | undefined): Page | undefined {
  if (!query?.page) return undefined;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  return { limit: perPage, offset: (query.page - 1) * perPage, page: query.page, per_page: perPage };
}

export const metaOf = (page: Page | undefined, total: number) =>
  page ? { meta: { total, page: page.page, per_page: page.per_page } } : {};
