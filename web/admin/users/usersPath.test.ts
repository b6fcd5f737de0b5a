import { describe, expect, it } from 'vitest';
import { usersPath } from './usersPath';

const query = (path: string) => Object.fromEntries(new URL(path, 'http://localhost').searchParams);

describe('usersPath (the admin users table asks the server for one page)', () => {
  it('asks for a 1-based page of the chosen size', () => {
    expect(usersPath({ pageIndex: 0, pageSize: 10, term: '' })).toBe('/api/admin/users?page=1&per_page=10');
    expect(query(usersPath({ pageIndex: 2, pageSize: 25, term: '' }))).toEqual({ page: '3', per_page: '25' });
  });

  it("asks for the whole list unpaged for 'All'", () => {
    expect(usersPath({ pageIndex: 3, pageSize: undefined, term: '' })).toBe('/api/admin/users');
  });

  it('sends the search with the page', () => {
    expect(query(usersPath({ pageIndex: 1, pageSize: 10, term: 'nadia@academy.test' }))).toEqual({
      page: '2',
      per_page: '10',
      search: 'nadia@academy.test',
    });
  });

  it("searches the first 1000 matches on one page for 'All'", () => {
    expect(query(usersPath({ pageIndex: 4, pageSize: undefined, term: 'nadia' }))).toEqual({
      page: '1',
      per_page: '1000',
      search: 'nadia',
    });
  });

  it('asks the server to sort by points or join date, either way; another column is not sent', () => {
    expect(query(usersPath({ pageIndex: 0, pageSize: 10, term: '', sort: { id: 'total_points', desc: true } }))).toEqual({
      page: '1',
      per_page: '10',
      sort: 'total_points',
      dir: 'desc',
    });
    expect(query(usersPath({ pageIndex: 0, pageSize: 10, term: 'x', sort: { id: 'created_at', desc: false } }))).toMatchObject({
      sort: 'created_at',
      dir: 'asc',
    });
    expect(query(usersPath({ pageIndex: 0, pageSize: 10, term: '', sort: { id: 'email', desc: false } }))).toEqual({
      page: '1',
      per_page: '10',
    });
  });
});
