/** The users page's paging in the address (?page=N), 9 cards a page (spec section 9), served a page at a time. */
import { PUBLIC_USERS_PER_PAGE } from '../../../contracts/constants';

/** The page asked for in ?page=N, kept within 1..pages (page 1 when absent or not a number; no upper bound while pages is 0). */
export function requestedPage(value: string | null, pages: number) {
  const page = Math.floor(Number(value));
  if (!Number.isFinite(page) || page < 1) return 1;
  return pages > 0 ? Math.min(page, pages) : page;
}

/** How many pages `count` items make, `perPage` a page. */
export const pageCount = (count: number, perPage: number) => Math.ceil(count / perPage);

/** The items of 1-based `page`. */
export const pageItems = <T>(items: readonly T[], page: number, perPage: number) =>
  items.slice((page - 1) * perPage, page * perPage);

/**
 * `GET /api/front/users` for one page of 9: page 1 is the plain address (the server's default
 * page, the same answer), others name `page` and `per_page`.
 */
export const usersPagePath = (page: number) =>
  page === 1 ? '/api/front/users' : `/api/front/users?page=${page}&per_page=${PUBLIC_USERS_PER_PAGE}`;
