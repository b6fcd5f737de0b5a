/** The users page's paging in the address (?page=N), 9 cards a page (docs/product.md#constants), served a page at a time. */
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

/** What narrows the users page (issue 25): part of a name, a course's id. */
export type UsersFilter = { search?: string; course?: string };

/**
 * `GET /api/front/users` for one page of 9: page 1 is the plain address (the server's default
 * page, the same answer), others name `page` and `per_page`; a search and a course are added.
 */
export function usersPagePath(page: number, { search, course }: UsersFilter = {}) {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (course) query.set('course_id', course);
  if (page > 1) {
    query.set('page', String(page));
    query.set('per_page', String(PUBLIC_USERS_PER_PAGE));
  }
  const text = query.toString();
  return text ? `/api/front/users?${text}` : '/api/front/users';
}
