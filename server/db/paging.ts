/**
 * The one way every list that grows is paged (parameters and limits in contracts/paging.ts):
 * without `page` and `per_page` a list comes whole, as the specification shows it; with either,
 * one page comes, and the answer adds `meta {total, page, per_page}`.
 */
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PageMeta, PageQuery } from '../../contracts/paging.js';

/** Page size of lists the specification gives none (a course's or a project's users). */
export const DEFAULT_PER_PAGE = 20;

/** One page of a list: its number, its size and how many rows come before it. */
export type Page = { page: number; per_page: number; offset: number };

/**
 * The page a request asks for, or undefined for the whole list. `always` pages a request that
 * names neither parameter (the admin users table pages whenever it searches).
 */
export function pageOf(query: PageQuery, defaultPerPage: number, { always = false } = {}): Page | undefined {
  if (!always && query.page === undefined && query.per_page === undefined) return undefined;
  const page = query.page ?? 1;
  const perPage = query.per_page ?? defaultPerPage;
  return { page, per_page: perPage, offset: (page - 1) * perPage };
}

/** Limits a dynamic select (`.$dynamic()`) to the page; the whole list when there is none. */
export function onPage<T extends PgSelect>(select: T, page: Page | undefined): T {
  return page ? select.limit(page.per_page).offset(page.offset) : select;
}

/** `{ meta }` to spread beside a paged list (the total is counted only then); nothing beside a whole one. */
export async function metaOf(page: Page | undefined, total: () => number | Promise<number>): Promise<{ meta?: PageMeta }> {
  return page ? { meta: { total: await total(), page: page.page, per_page: page.per_page } } : {};
}
