/**
 * No screen writes a warning or an error to the browser's console on its first page view (issue 44:
 * admin pages warned of a missing `HydrateFallback`). One page load per route, public, student and
 * admin, each waited for until its requests settle; no screenshots.
 */
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { loginAsAdmin } from '../support/admin';
import { adminLogin } from '../support/admin-api';
import { settled } from '../support/live';
import { signInWithApi } from '../support/student-session';

/** A route, and whether its screen answers "not found" (the browser then logs the API's 404 as a failed load). */
type Visit = { path: string; missing?: boolean };

/** What the console said during `visit`, as '<type>: <text>' lines; page errors too. */
async function consoleOf(page: Page, { path, missing = false }: Visit) {
  const said: string[] = [];
  const listen = (message: ConsoleMessage) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    if (missing && /^Failed to load resource: the server responded with a status of 404\b/.test(message.text())) return;
    said.push(`${message.type()}: ${message.text()}`);
  };
  const thrown = (error: Error) => said.push(`pageerror: ${error.message}`);
  page.on('console', listen);
  page.on('pageerror', thrown);
  await page.goto(path);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
  page.off('console', listen);
  page.off('pageerror', thrown);
  return said;
}

/** Visits each route and expects a silent console on all of them (every route reported at once). */
async function expectSilent(page: Page, visits: Visit[]) {
  const heard: Record<string, string[]> = {};
  for (const visit of visits) {
    const said = await consoleOf(page, visit);
    if (said.length) heard[visit.path] = said;
  }
  expect(heard).toEqual({});
}

test.describe('the console stays silent', () => {
  test('on every public screen', async ({ page, request }) => {
    const { stats } = await (await request.get('/api/front/stats')).json();
    const { courses } = await (await request.get('/api/front/courses')).json();
    await expectSilent(page, [
      { path: '/' },
      { path: '/users' },
      { path: '/users?search=ah' },
      { path: `/user/${stats.top_developers[0].id}` },
      { path: '/user/999999', missing: true },
      { path: '/courses' },
      { path: `/course/${courses[0].id}` },
      { path: '/projects' },
      { path: `/project/${stats.latest_projects[0].id}` },
      { path: '/achievements' },
      { path: '/stats' },
      { path: '/leaderboard' },
      { path: '/user/login' },
      { path: '/forgot-password' },
      { path: '/reset-password' },
      { path: '/set-password' },
      { path: '/unsubscribe?token=from-a-mail' },
      { path: '/no-such-page', missing: true },
    ]);
  });

  test("on every student screen and the student's own profile", async ({ page, request }) => {
    const admin = await adminLogin(request);
    const student = await admin.addStudent(`Console Check ${Date.now().toString(36)}`);
    await signInWithApi(page, request, student);
    await expectSilent(page, [
      { path: '/edit-profile' },
      { path: '/edit-avatar' },
      { path: '/edit-skills' },
      { path: '/manage-projects' },
      { path: `/user/${student.id}` },
    ]);
  });

  test('on every admin screen', async ({ page, request }) => {
    const { stats } = await (await request.get('/api/front/stats')).json();
    const studentId: number = stats.top_developers[0].id;
    expect(await consoleOf(page, { path: '/admin/login' })).toEqual([]);
    await loginAsAdmin(page);
    await expectSilent(page, [
      { path: '/admin/dashboard' },
      { path: '/admin/admins' },
      { path: '/admin/users' },
      { path: '/admin/import-students' },
      { path: `/admin/users/${studentId}` },
      { path: `/admin/user/${studentId}/projects` },
      { path: '/admin/courses' },
      { path: '/admin/projects' },
      { path: '/admin/achievements' },
      { path: '/admin/skills' },
      { path: '/admin/payments' },
      { path: '/admin/moderation' },
      { path: '/admin/audit' },
      { path: '/admin/settings' },
    ]);
  });
});
