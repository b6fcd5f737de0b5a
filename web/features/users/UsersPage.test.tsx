import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY, LOAD_FAILED } from '../../../contracts/messages';
import { VALIDATION } from '../../../contracts/form-messages';
import { renderScreen, stubFetch } from '../../test/render';
import { expectTwoLines } from '../../test/two-lines';
import { UsersPage } from './UsersPage';

const developer = (n: number) => ({
  id: n,
  name: `Developer ${String(n).padStart(2, '0')}`,
  avatar: null,
  total_points: 100 - n,
  projects_count: 1,
  courses_count: 1,
  rank: n,
  title: null,
  created_at: '2025-01-05T12:00:00.000Z',
});

/** The server's paging: page 1 of 9 without parameters, else `page` of `per_page`, with meta. */
const serve = (users: ReturnType<typeof developer>[]) =>
  stubFetch((url) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const page = Number(query.get('page') ?? 1);
    const perPage = Number(query.get('per_page') ?? 9);
    const rows = users.slice((page - 1) * perPage, page * perPage);
    return { body: { users: rows, meta: { total: users.length, page, per_page: perPage } } };
  });

const names = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the users page pages its cards in the address (?page=N), 9 a page, asking the server for one page', () => {
  it('shows the page asked for and moves to another', async () => {
    const users = Array.from({ length: 20 }, (_, index) => developer(index + 1));
    const { fetch, calls } = serve(users);
    vi.stubGlobal('fetch', fetch);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { router } = renderScreen(<UsersPage />, { path: '/users', url: '/users?page=2' });

    await screen.findByText('Developer 10');
    expect(names()).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18].map((n) => `Developer ${n}`));
    expect(calls.map((call) => call.url)).toEqual(['/api/front/users?page=2&per_page=9']);

    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect(names()).toEqual(['Developer 19', 'Developer 20']));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    // Page 1 is the plain address.
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 1' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(names()[0]).toBe('Developer 01'));
    expect(calls.map((call) => call.url)).toEqual([
      '/api/front/users?page=2&per_page=9',
      '/api/front/users?page=3&per_page=9',
      '/api/front/users',
    ]);
  });

  it('moves an address beyond the last page to the last page', async () => {
    const users = Array.from({ length: 20 }, (_, index) => developer(index + 1));
    vi.stubGlobal('fetch', serve(users).fetch);
    const { router } = renderScreen(<UsersPage />, { path: '/users', url: '/users?page=7' });
    await screen.findByText('Developer 19');
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByRole('button', { name: 'page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows no pagination for 9 users or fewer', async () => {
    const users = Array.from({ length: 9 }, (_, index) => developer(index + 1));
    vi.stubGlobal('fetch', serve(users).fetch);
    renderScreen(<UsersPage />, { path: '/users', url: '/users?page=4' });
    await screen.findByText('Developer 09');
    expect(names()).toHaveLength(9);
    expect(screen.queryByRole('navigation', { name: 'Users pages' })).not.toBeInTheDocument();
  });

  it('searches by name once typing pauses and filters by course, both kept in the address', async () => {
    const users = Array.from({ length: 12 }, (_, index) => developer(index + 1));
    const { fetch, calls } = stubFetch((url) => {
      if (url === '/api/front/courses') return { body: { courses: [{ id: 7, title: 'Web Basics' }] } };
      const query = new URL(url, 'http://localhost').searchParams;
      const term = query.get('search') ?? '';
      const kept = users.filter((user) => user.name.includes(term) && (!query.get('course_id') || user.id % 2 === 0));
      const page = Number(query.get('page') ?? 1);
      return { body: { users: kept.slice((page - 1) * 9, page * 9), meta: { total: kept.length, page, per_page: 9 } } };
    });
    vi.stubGlobal('fetch', fetch);
    const { router } = renderScreen(<UsersPage />, { path: '/users', url: '/users?page=2' });
    await screen.findByText('Developer 10');

    const field = screen.getByRole('searchbox', { name: 'Search Users By Name' });
    await userEvent.type(field, '1');
    expect(await screen.findByText('Type At Least 2 Characters')).toBeInTheDocument();
    await userEvent.type(field, '1');
    // The search waits for typing to pause, then asks the server: on a busy machine that outlasts waitFor's 1 s.
    const settled = { timeout: 5000 };
    await waitFor(() => expect(router.state.location.search).toBe('?search=11'), settled);
    await waitFor(() => expect(names()).toEqual(['Developer 11']), settled);

    await userEvent.clear(field);
    await userEvent.type(field, 'Developer 0');
    await waitFor(() => expect(names()).toHaveLength(9), settled);
    await userEvent.click(screen.getByRole('combobox', { name: 'Course' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Web Basics' }));
    expect(router.state.location.search).toBe('?search=Developer+0&course=7');
    await waitFor(() => expect(names()).toEqual(['Developer 02', 'Developer 04', 'Developer 06', 'Developer 08']), settled);
    const asked = calls.map((call) => call.url);
    expect(asked).toContain('/api/front/users?search=Developer+0&course_id=7');
    expect(asked.some((url) => url.includes('search=1&') || url.endsWith('search=1'))).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, 'Nobody');
    expect(await screen.findByText(EMPTY.users)).toBeInTheDocument();
  });

  it("search results show each card's rank, a long name on two lines, and the search box follows the text's direction (issue 44)", async () => {
    const arabic = `${'عبد الرحمن محمد '.repeat(16)}السيد`.slice(0, 255);
    const found = [{ ...developer(1), rank: 37, name: arabic }, developer(2)];
    vi.stubGlobal('fetch', serve(found).fetch);
    renderScreen(<UsersPage />, { path: '/users', url: '/users?search=%D8%B9%D8%A8%D8%AF' });
    const [first, second] = await screen.findAllByRole('heading', { level: 2 });
    expectTwoLines(first, arabic);
    const cards = screen.getAllByRole('link');
    expect(cards[0]).toHaveTextContent('Rank #37');
    expect(cards[1]).toHaveTextContent('Rank #2');
    expect(second).toHaveTextContent('Developer 02');
    expect(screen.getByRole('searchbox', { name: 'Search Users By Name' })).toHaveAttribute('dir', 'auto');
  });

  it('asks only for a term the server searches for: tatweels fold to nothing, 51 letters are too many', async () => {
    const { fetch, calls } = serve([developer(1)]);
    vi.stubGlobal('fetch', fetch);
    const { router } = renderScreen(<UsersPage />, { path: '/users', url: '/users' });
    await screen.findByText('Developer 01');
    const field = screen.getByRole('searchbox', { name: 'Search Users By Name' });

    await userEvent.type(field, '\u0640\u0640\u0640');
    expect(await screen.findByText('Type At Least 2 Characters')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?search=%D9%80%D9%80%D9%80'));
    await userEvent.clear(field);
    await userEvent.type(field, 'a'.repeat(51));
    expect(await screen.findByText(VALIDATION.search)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?search=${'a'.repeat(51)}`));
    expect(calls.map((call) => call.url).filter((url) => url.includes('search='))).toEqual([]);
  });

  it('toasts a failed load once (the server message first) and keeps the failure state', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ status: 500, body: { message: 'Database Unavailable' } })).fetch);
    const notify = vi.fn();
    renderScreen(<UsersPage />, { path: '/users', notify });
    await screen.findByText(LOAD_FAILED.developers);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Database Unavailable', 'error'));
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
