import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { studentSession } from '../../api/session';
import { renderScreen, stubFetch } from '../../test/render';
import { TopBar } from './TopBar';

/** The entries of the top bar marked as the current page's. */
const marked = () =>
  Array.from(screen.getByRole('navigation', { name: 'Main' }).querySelectorAll('[aria-current]'), (entry) => entry.textContent);

const topBarAt = (url: string) =>
  renderScreen(<TopBar onOpenDrawer={() => undefined} onLogout={() => undefined} />, { path: '*', url });

describe('the top bar marks one entry as the current page (issue 44)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      stubFetch((url) => ({
        body: url.startsWith('/api/user/notifications')
          ? { notifications: [], unread: 0, meta: { total: 0, page: 1, per_page: 1 } }
          : { rank: null, total_points: 0, points_to_pass: null },
      })).fetch,
    );
    studentSession.save('token', { id: 5, name: 'Mona Adel', email: 'mona@academy.test', avatar: null }, 'user');
  });

  it("the student's own profile: their menu, not Users", () => {
    topBarAt('/user/5');
    expect(marked()).toEqual(['Mona']);
  });

  it.each(['/user/51', '/user/55/', '/users'])("someone else's profile and the users list (%s): Users", (url) => {
    topBarAt(url);
    expect(marked()).toEqual(['Users']);
  });
});
