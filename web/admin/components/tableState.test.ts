import { describe, expect, it } from 'vitest';
import { ALL_ROWS, readTableState, writeTableState, type TableDefaults } from './tableState';

const byId: TableDefaults = { pageSize: 10, sorting: [{ id: 'id', desc: false }] };
const read = (query: string, defaults = byId) => readTableState(new URLSearchParams(query), defaults);

describe('tableState (an admin table in the address)', () => {
  it('reads page (1-based), size, sort and search', () => {
    expect(read('page=3&size=25&sort=name&dir=asc&q=nadia')).toEqual({
      pagination: { pageIndex: 2, pageSize: 25 },
      sorting: [{ id: 'name', desc: false }],
      search: 'nadia',
    });
    expect(read('size=all&sort=id&dir=desc').pagination.pageSize).toBe(ALL_ROWS);
    expect(read('size=all&sort=id&dir=desc').sorting).toEqual([{ id: 'id', desc: true }]);
  });

  it('reads the defaults from an empty or unreadable address', () => {
    const defaults = { pagination: { pageIndex: 0, pageSize: 10 }, sorting: [{ id: 'id', desc: false }], search: '' };
    expect(read('')).toEqual(defaults);
    expect(read('page=0&size=7')).toEqual(defaults);
    expect(read('page=-2&size=abc')).toEqual(defaults);
    expect(read('page=1.5&size=')).toEqual(defaults);
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const state = read('');
    expect(writeTableState(new URLSearchParams('projects=W10='), state, byId).toString()).toBe('projects=W10%3D');
    const moved = {
      pagination: { pageIndex: 1, pageSize: ALL_ROWS },
      sorting: [{ id: 'name', desc: true }],
      search: ' a@b.c ',
    };
    const written = writeTableState(new URLSearchParams('projects=x&page=9'), moved, byId);
    expect(Object.fromEntries(written)).toEqual({ projects: 'x', q: 'a@b.c', page: '2', size: 'all', sort: 'name', dir: 'desc' });
  });

  it('reads back what it writes', () => {
    const state = { pagination: { pageIndex: 4, pageSize: 50 }, sorting: [{ id: 'course', desc: true }], search: 'x y' };
    expect(readTableState(writeTableState(new URLSearchParams(), state, byId), byId)).toEqual(state);
    const users: TableDefaults = { pageSize: 10, sorting: [] };
    const page2 = { pagination: { pageIndex: 1, pageSize: 10 }, sorting: [], search: 'tag.' };
    expect(writeTableState(new URLSearchParams(), page2, users).toString()).toBe('q=tag.&page=2');
  });
});
