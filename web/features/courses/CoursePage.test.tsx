import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CourseUser } from '../../../contracts/courses';
import { renderScreen, stubFetch } from '../../test/render';
import { CoursePage, groupByLetter, letterParam } from './CoursePage';

const course = {
  id: 1,
  title: 'React',
  description: null,
  image: null,
  link: null,
  projects_count: 0,
  users_count: 30,
  created_at: '2025-01-05T12:00:00.000Z',
};
const member = (id: number, name: string, letter: CourseUser['letter']): CourseUser => ({
  id,
  name,
  letter,
  avatar: null,
  total_points: 0,
  projects_count: 0,
  courses_count: 1,
});
/** 26 under A, 'Émile' and 'Eve' under E, '42' under '#': by letter, as the server sends them. */
const members = [
  ...Array.from({ length: 26 }, (_, i) => member(i + 1, `Amy ${String(i + 1).padStart(2, '0')}`, 'A')),
  member(27, 'Émile', 'E'),
  member(28, 'Eve', 'E'),
  member(29, '42', '#'),
];
const letters = [
  { letter: 'A', count: 26 },
  { letter: 'E', count: 2 },
  { letter: '#', count: 1 },
];

/** The server's paging: 24 a page, one letter when asked. */
const serve = () =>
  stubFetch((url) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const letter = query.get('letter');
    const page = Number(query.get('page') ?? 1);
    const perPage = Number(query.get('per_page') ?? 24);
    const rows = members.filter((user) => !letter || user.letter === letter);
    const users = rows.slice((page - 1) * perPage, page * perPage);
    return { body: { course, users, letters, meta: { total: rows.length, page, per_page: perPage } } };
  });

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the course page', () => {
  it('shows the letters with counts, groups the loaded users, loads more and one letter on demand', async () => {
    const { fetch, calls } = serve();
    vi.stubGlobal('fetch', fetch);
    const { router } = renderScreen(<CoursePage />, { path: '/course/:id', url: '/course/1' });
    await screen.findByText('Amy 01');
    const nav = screen.getByRole('navigation', { name: 'Letters' });
    expect(nav).toHaveTextContent('All29A26E2#1');
    expect(headings()).toEqual(['A']);
    expect(screen.getByText('Showing 24 Of 29 Users')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    await screen.findByText('Émile');
    expect(headings()).toEqual(['A', 'E', '#']);
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Letter E: 2 Users' }));
    expect(router.state.location.search).toBe('?letter=E');
    await waitFor(() => expect(headings()).toEqual(['E']));
    expect(screen.getByRole('link', { name: 'Letter E: 2 Users' })).toHaveAttribute('aria-current', 'page');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/users/course/1',
      '/api/users/course/1?page=2&per_page=24',
      '/api/users/course/1?letter=E',
    ]);
  });

  it('reads ?letter= in any case and ignores anything else', () => {
    expect(letterParam('e')).toBe('E');
    expect(letterParam('#')).toBe('#');
    expect(letterParam('ab')).toBeUndefined();
    expect(letterParam(null)).toBeUndefined();
  });

  it('groups runs of the same letter in the order they came', () => {
    const groups = groupByLetter(members.slice(24));
    expect(groups.map((group) => [group.letter, group.users.map((user) => user.name)])).toEqual([
      ['A', ['Amy 25', 'Amy 26']],
      ['E', ['Émile', 'Eve']],
      ['#', ['42']],
    ]);
  });
});
