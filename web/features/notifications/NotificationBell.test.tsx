import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '../../../contracts/notifications';
import { studentSession } from '../../api/session';
import { renderScreen, stubFetch } from '../../test/render';
import { UnreadAchievementsDialog } from '../achievements/UnreadAchievementsDialog';
import { TopBar } from '../layout/TopBar';
import { achievementKeys } from '../queryKeys';

const at = '2025-03-01T10:00:00.000Z';
const removed: NotificationItem = {
  id: 7,
  kind: 'submission_removed',
  created_at: at,
  read_at: null,
  params: {
    project_id: 3,
    project_name: 'Landing Page',
    course_title: 'Web Basics',
    by: 'moderation',
    reason: 'Not your own work',
  },
};
const enrolled: NotificationItem = {
  id: 6,
  kind: 'enrolled',
  created_at: at,
  read_at: '2025-03-01T11:00:00.000Z',
  params: { course_id: 4, course_title: 'Web Basics' },
};

/**
 * The server as the bell sees it: the count (a one-item page), the list, the two marks, and the
 * popup's unread achievements and its mark; every other call gets an empty object.
 */
function serve({ unread = 1, list = [removed, enrolled], status = 200, popup = [] as object[] } = {}) {
  const state = { unread, list: list.map((item) => ({ ...item })), popup };
  const page = (perPage: number) => ({
    notifications: state.list.slice(0, perPage),
    unread: state.unread,
    meta: { total: state.list.length, page: 1, per_page: perPage },
  });
  const stub = stubFetch((url, init) => {
    if (status !== 200 && url.startsWith('/api/user/notifications')) return { status, body: { message: 'Unauthenticated.' } };
    if (url === '/api/user/notifications?per_page=1') return { body: page(1) };
    if (url === '/api/user/notifications') return { body: page(20) };
    if (init?.method === 'POST' && url.startsWith('/api/user/notifications/')) {
      const all = url.endsWith('/read-all');
      for (const item of state.list) if (all || url.endsWith(`/${item.id}/read`)) item.read_at ??= new Date().toISOString();
      state.unread = all ? 0 : Math.max(0, state.unread - 1);
      return { body: { message: 'Notification Marked As Read', unread: state.unread } };
    }
    if (url === '/api/user/standing') return { body: { rank: null, total_points: 0, points_to_pass: null } };
    if (url === '/api/achievements/unread') return { body: { hasUnread: state.popup.length > 0, achievements: state.popup } };
    // The server marks an award's notification read with it.
    if (url === '/api/achievements/read') {
      state.popup = [];
      state.unread = 0;
      return { body: { message: 'Achievements Marked As Read' } };
    }
    return { body: {} };
  });
  vi.stubGlobal('fetch', stub.fetch);
  return { state, calls: stub.calls };
}

const countCalls = (calls: { url: string }[]) => calls.filter(({ url }) => url === '/api/user/notifications?per_page=1').length;

const topBarAt = (url = '/courses', notify?: (message: string) => void) =>
  renderScreen(<TopBar onOpenDrawer={() => undefined} onLogout={() => undefined} />, { path: '*', url, notify });

/** The top bar draws a bell for each width (desktop's in the main navigation); jsdom applies no media query. */
const desktopBell = (name: string | RegExp) =>
  within(screen.getByRole('navigation', { name: 'Main' })).findByRole('button', { name });

const signIn = () => studentSession.save('token', { id: 5, name: 'Mona Adel', email: 'mona@academy.test', avatar: null }, 'user');

describe('the bell in the top bar (issue 48)', () => {
  beforeEach(signIn);

  it('shows the unread count as a badge, named with it, for a signed-in student', async () => {
    serve({ unread: 3 });
    topBarAt();
    const bell = await desktopBell('Notifications, 3 unread');
    expect(bell).toHaveTextContent('3');
    expect(screen.getAllByRole('button', { name: 'Notifications, 3 unread' })).toHaveLength(2);
  });

  it('is named without a count when nothing is unread, and is absent for a visitor', async () => {
    serve({ unread: 0 });
    const view = topBarAt();
    expect(await desktopBell('Notifications')).toBeInTheDocument();
    view.unmount();
    studentSession.clear();
    topBarAt();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('asks for the count once on arrival, again on every change of screen and when the window regains focus', async () => {
    const { state, calls } = serve({ unread: 1 });
    const { router } = topBarAt('/courses');
    await desktopBell('Notifications, 1 unread');
    expect(countCalls(calls)).toBe(1);

    state.unread = 2;
    await act(() => router.navigate('/leaderboard'));
    await desktopBell('Notifications, 2 unread');
    expect(countCalls(calls)).toBe(2);

    state.unread = 4;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await desktopBell('Notifications, 4 unread');
    expect(countCalls(calls)).toBe(3);

    // Back from another tab: the window's focus and the page's visibility come together, one call.
    state.unread = 5;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await desktopBell('Notifications, 5 unread');
    expect(countCalls(calls)).toBe(4);
  });

  it('a 401 on a public page ends the session quietly: no toast, no redirect, no bell', async () => {
    serve({ status: 401 });
    const notify = vi.fn();
    const { router } = topBarAt('/courses', notify);
    await waitFor(() => expect(studentSession.token()).toBeNull());
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('the list the bell opens (issue 48)', () => {
  beforeEach(signIn);

  const open = async () => {
    await userEvent.setup().click(await desktopBell('Notifications, 1 unread'));
    return screen.findByRole('dialog', { name: 'Notifications' });
  };

  it('words each notification from the catalogue, links it to where it happened and marks the unread ones (not by colour alone)', async () => {
    serve();
    topBarAt();
    const list = await open();
    const [first, second] = await within(list).findAllByRole('link');
    expect(first).toHaveTextContent('Your submission of Landing Page (Web Basics) was removed: Not your own work');
    expect(first).toHaveAttribute('href', '/manage-projects');
    expect(within(first).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(second).toHaveTextContent('You were enrolled in Web Basics');
    expect(second).toHaveAttribute('href', '/course/4');
    expect(within(second).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('datetime', at);
  });

  it('opening an unread one marks it read, goes there, and asks the popup again', async () => {
    const { calls } = serve();
    const { router, queryClient } = topBarAt();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const list = await open();
    const [first] = await within(list).findAllByRole('link');
    await userEvent.setup().click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-projects'));
    expect(calls.some(({ url, init }) => url === '/api/user/notifications/7/read' && init?.method === 'POST')).toBe(true);
    await desktopBell('Notifications');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: achievementKeys.unread() });
  });

  it('"Mark all as read" marks every one read and leaves the bell without a count', async () => {
    const { calls } = serve();
    topBarAt();
    const list = await open();
    await within(list).findAllByRole('link');
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(list).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument());
    expect(calls.some(({ url }) => url === '/api/user/notifications/read-all')).toBe(true);
    expect(within(list).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Notifications', hidden: true })).toHaveLength(2);
  });

  it('says so when there is none', async () => {
    serve({ unread: 0, list: [] });
    topBarAt();
    await userEvent.setup().click(await desktopBell('Notifications'));
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(list).findByText('No notifications yet')).toBeInTheDocument();
  });
});

describe('the popup and the bell agree (issue 48)', () => {
  beforeEach(signIn);

  it('"Awesome!" in the popup asks for the bell\'s count again', async () => {
    const achievement = { id: 9, name: 'First Steps', description: 'A first project', points: 10, badge: null };
    const { calls } = serve({ unread: 1, popup: [achievement] });
    renderScreen(
      <>
        <TopBar onOpenDrawer={() => undefined} onLogout={() => undefined} />
        <UnreadAchievementsDialog />
      </>,
      { path: '*', url: '/courses' },
    );
    const popup = await screen.findByRole('dialog', { name: 'New Achievement Unlocked!' });
    await waitFor(() => expect(countCalls(calls)).toBe(1));
    await userEvent.setup().click(within(popup).getByRole('button', { name: 'Awesome!' }));
    await waitFor(() => expect(popup).not.toBeInTheDocument());
    await desktopBell('Notifications');
    expect(countCalls(calls)).toBe(2);
  });
});

describe('the other tabs are told (issue 49)', () => {
  beforeEach(signIn);

  /** What the other tabs hear on the live channel (web/features/live/tabs.ts) while `act` runs. */
  async function heardDuring(act: () => Promise<void>) {
    const otherTab = new BroadcastChannel('academy-live');
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    try {
      await act();
      await waitFor(() => expect(heard).not.toHaveLength(0));
      return heard;
    } finally {
      otherTab.close();
    }
  }

  it('"Mark all as read": their bell and popup ask again', async () => {
    serve();
    topBarAt();
    const heard = await heardDuring(async () => {
      await userEvent.setup().click(await desktopBell('Notifications, 1 unread'));
      const list = await screen.findByRole('dialog', { name: 'Notifications' });
      await within(list).findAllByRole('link');
      await userEvent.setup().click(within(list).getByRole('button', { name: 'Mark all as read' }));
    });
    expect(heard).toEqual([{ kind: 'read' }]);
  });

  it('"Awesome!" in the popup: theirs closes', async () => {
    const achievement = { id: 9, name: 'First Steps', description: 'A first project', points: 10, badge: null };
    serve({ unread: 1, popup: [achievement] });
    renderScreen(<UnreadAchievementsDialog />, { path: '*', url: '/courses' });
    const heard = await heardDuring(async () => {
      const popup = await screen.findByRole('dialog', { name: 'New Achievement Unlocked!' });
      await userEvent.setup().click(within(popup).getByRole('button', { name: 'Awesome!' }));
    });
    expect(heard).toEqual([{ kind: 'read' }]);
  });
});
