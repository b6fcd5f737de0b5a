import { USER_SORTS } from '../../../contracts/users';

/** The server's largest page; a search always answers one page. */
export const MAX_PER_PAGE = 1000;

/** The columns the server sorts the users table by (contracts/users.ts USER_SORTS). */
const SERVER_SORTS: readonly string[] = USER_SORTS;

/**
 * What the users table asks for: a 0-based page of `pageSize` rows (`undefined`: 'All'), the
 * name or e-mail searched, and the column sorted by (none: the server's newest first).
 */
export type UsersPageRequest = {
  pageIndex: number;
  pageSize: number | undefined;
  term: string;
  sort?: { id: string; desc: boolean };
};

/**
 * `GET /api/admin/users` for one page of the table: `?page` (1-based) and `per_page`, and
 * `search`, and `sort`/`dir`. 'All' asks for the whole list unpaged, or, when searching, the first 1000 matches.
 */
export function usersPath({ pageIndex, pageSize, term, sort }: UsersPageRequest): string {
  const query = new URLSearchParams();
  if (pageSize || term) {
    query.set('page', String(pageSize ? pageIndex + 1 : 1));
    query.set('per_page', String(pageSize ?? MAX_PER_PAGE));
  }
  if (term) query.set('search', term);
  if (sort && SERVER_SORTS.includes(sort.id)) {
    query.set('sort', sort.id);
    query.set('dir', sort.desc ? 'desc' : 'asc');
  }
  return query.size ? `/api/admin/users?${query}` : '/api/admin/users';
}
