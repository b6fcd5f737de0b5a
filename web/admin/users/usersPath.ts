/** The server's largest page; a search always answers one page. */
export const MAX_PER_PAGE = 1000;

/** What the users table asks for: a 0-based page of `pageSize` rows (`undefined`: 'All'), and the e-mail searched. */
export type UsersPageRequest = { pageIndex: number; pageSize: number | undefined; term: string };

/**
 * `GET /api/admin/users` for one page of the table: `?page` (1-based) and `per_page`, and
 * `search`. 'All' asks for the whole list unpaged, or, when searching, the first 1000 matches.
 */
export function usersPath({ pageIndex, pageSize, term }: UsersPageRequest): string {
  const query = new URLSearchParams();
  if (pageSize || term) {
    query.set('page', String(pageSize ? pageIndex + 1 : 1));
    query.set('per_page', String(pageSize ?? MAX_PER_PAGE));
  }
  if (term) query.set('search', term);
  return query.size ? `/api/admin/users?${query}` : '/api/admin/users';
}
