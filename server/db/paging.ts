/**
 * The one way every list that grows is paged (parameters and limits in contracts/paging.ts).
 * Authenticated lists (`pageOf`): without `page` and `per_page` a list comes whole, as the
 * product rules show it (docs/product.md#calls); with either, one page comes, and the answer adds
 * `meta {total, page, per_page}`. Public lists (`publicPageOf`): always one page, the first of
 * the list's default size without parameters, always with `meta` (docs/decisions.md "Bounded lists").
 */
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PageMeta, PageQuery } from '../../contracts/paging.js';

/** Page size of authenticated lists docs/product.md#constants gives none. */
export const DEFAULT_PER_PAGE = 20;

/** One page of a list: its number, its size and how many rows come before it. */
export type Page = { page: number; per_page: number; offset: number };

const pageFrom = (query: PageQuery, defaultPerPage: number): Page => {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? defaultPerPage;
  return { page, per_page: perPage, offset: (page - 1) * perPage };
};

/**
 * The page a request asks for, or undefined for the whole list. `always` pages a request that
 * names neither parameter (the admin users table pages whenever it searches).
 */
export function pageOf(query: PageQuery, defaultPerPage: number, { always = false } = {}): Page | undefined {
  if (!always && query.page === undefined && query.per_page === undefined) return undefined;
  return pageFrom(query, defaultPerPage);
}

/**
 * The page of a public list: always a page (the first, `defaultPerPage` rows, when the request
 * names none), so no anonymous request reads a whole list that grows with the students. The
 * query's schema (`publicPageQuery`) caps `per_page`.
 */
export function publicPageOf(query: PageQuery, defaultPerPage: number): Page {
  return pageFrom(query, defaultPerPage);
}

/** Limits a dynamic select (`.$dynamic()`) to the page; the whole list when there is none. */
export function onPage<T extends PgSelect>(select: T, page: Page | undefined): T {
  return page ? select.limit(page.per_page).offset(page.offset) : select;
}

/** `{ meta }` to spread beside a paged list (the total is counted only then); nothing beside a whole one. */
export async function metaOf(page: Page, total: () => number | Promise<number>): Promise<{ meta: PageMeta }>;
export async function metaOf(page: Page | undefined, total: () => number | Promise<number>): Promise<{ meta?: PageMeta }>;
export async function metaOf(page: Page | undefined, total: () => number | Promise<number>): Promise<{ meta?: PageMeta }> {
  return page ? { meta: { total: await total(), page: page.page, per_page: page.per_page } } : {};
}
