/**
 * One way to page every list that grows (DESIGN.md 4). Without `page` and `per_page` a list
 * comes whole, as the specification shows it; with either, one page comes with `meta`.
 */
import { z } from 'zod';
import { VALIDATION } from './messages.js';

/** The largest page any list serves. */
export const MAX_PER_PAGE = 1000;
/** The highest page number accepted (far beyond any list; keeps OFFSET bounded). */
export const MAX_PAGE = 1_000_000;

const pageNumber = (max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message });

export const pageQuery = z.object({
  page: pageNumber(MAX_PAGE, VALIDATION.pageNumber).optional(),
  per_page: pageNumber(MAX_PER_PAGE, VALIDATION.perPage).optional(),
});
export type PageQuery = z.output<typeof pageQuery>;

/** What a paged answer adds beside its list. */
export const pageMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type PageMeta = z.output<typeof pageMeta>;
