/**
 * One way to page every list that grows (docs/product.md#api-conventions, docs/decisions.md "Bounded lists").
 * Authenticated lists (the admin users table, a student's own rows): without `page` and
 * `per_page` a list comes whole, as docs/product.md#calls shows it; with either, one page comes with
 * `meta`. Public lists are always one page: without parameters the first page of the list's
 * default size, always with `meta`, and never more than MAX_PUBLIC_PER_PAGE rows.
 */
import { z } from 'zod';
import { VALIDATION } from './form-messages.js';

/** The largest page an authenticated list serves. */
export const MAX_PER_PAGE = 1000;
/** The largest page a public list serves (anyone may ask, so a page stays small). */
export const MAX_PUBLIC_PER_PAGE = 100;
/** The highest page number accepted (far beyond any list; keeps OFFSET bounded). */
export const MAX_PAGE = 1_000_000;

/** Default page sizes of the public lists docs/product.md#constants gives none. */
export const COURSE_USERS_PER_PAGE = 24;
export const PROJECT_USERS_PER_PAGE = 20;

const pageNumber = (max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message });

/** `page` and `per_page`, `per_page` at most `maxPerPage`. */
const pageQueryUpTo = (maxPerPage: number, perPageMessage: string) =>
  z.object({
    page: pageNumber(MAX_PAGE, VALIDATION.pageNumber).optional(),
    per_page: pageNumber(maxPerPage, perPageMessage).optional(),
  });

/** Authenticated lists: up to 1000 a page, the whole list without parameters. */
export const pageQuery = pageQueryUpTo(MAX_PER_PAGE, VALIDATION.perPage);
/** Public lists: up to 100 a page, the first page without parameters. */
export const publicPageQuery = pageQueryUpTo(MAX_PUBLIC_PER_PAGE, VALIDATION.perPagePublic);
export type PageQuery = z.output<typeof pageQuery>;

/** What a paged answer adds beside its list. */
export const pageMeta = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({
    id: 'PageMeta',
    description: 'Addition: the page served and how many rows the whole list holds (more pages while page * per_page < total)',
  });
export type PageMeta = z.output<typeof pageMeta>;
