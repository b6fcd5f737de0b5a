/**
 * The live stream (issue 49) in Chromium: the tabs of a browser share one stream, a closed holder
 * passes it on, and what staff do reaches a student's bell, and a visitor's homepage, without a
 * reload or a change of screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminLogin } from '../support/admin-api';
import { isLiveStream, openStreams } from '../support/live';
import { signInWithApi } from '../support/student-session';

const stamp = Date.now();
const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('user_token')!);
/** Whether the page has downloaded the stream's code (a chunk of its own, after the first paint). */
const liveLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/startLive-[\w-]+\.js$/.test(entry.name)));

test('seven pages of one browser share one stream, and the six left keep it when its holder closes', async ({
  page,
  context,
  request,
}) => {
  const admin = await adminLogin(request);
  const student = await admin.addStudent(`Seven Tabs ${stamp}`);
  await signInWithApi(page, request, student);
  const token = await tokenOf(page);

  // The pages that opened the stream, in order (one at a time, if the tabs share it).
  const holders: Page[] = [];
  const watch = (tab: Page) =>
    tab.on('request', (sent) => {
      if (isLiveStream(sent)) holders.push(tab);
    });
  const screens = ['/courses', '/leaderboard', '/projects', '/leaderboard', '/projects', '/leaderboard', '/projects'];
  const pages = [page];
  for (let i = 1; i < screens.length; i++) pages.push(await context.newPage());
  for (const [i, tab] of pages.entries()) {
    watch(tab);
    await tab.goto(screens[i]);
  }
  for (const tab of pages) await expect.poll(() => liveLoaded(tab)).toBe(true);
  await expect.poll(() => openStreams(request, token)).toBe(1);
  // Every page has its stream code running a while: still one.
  await pages[6].waitForTimeout(1_000);
  expect(await openStreams(request, token)).toBe(1);
  expect(new Set(holders).size).toBe(1);

  const [holder] = holders;
  await holder.close();
  const left = pages.filter((tab) => tab !== holder);
  await expect.poll(() => holders.length).toBe(2);
  expect(left).toContain(holders[1]);
  await expect.poll(() => openStreams(request, token)).toBe(1);

  // An enrollment is told to the student: every page left shows it on its bell, without moving.
  const [course] = await admin.courses();
  await admin.enroll(student.id, course.id);
  for (const tab of left) await expect(bellOf(tab)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  for (const tab of left) expect(new URL(tab.url()).pathname).toBe(screens[pages.indexOf(tab)]);
});

test('staff remove a submission: the signed-in student’s bell counts it without a reload or a change of screen', async ({
  page,
  request,
}) => {
  const admin = await adminLogin(request);
  const course = await admin.addCourse(`Live Course ${stamp}`);
  const project = await admin.addProject(course.id, `Live Project ${stamp}`, 20);
  const student = await admin.addStudent(`Live Bell ${stamp}`);
  await admin.enroll(student.id, course.id);
  await admin.post('/api/admin/user-projects/add', {
    user_id: student.id,
    project_id: project.id,
    url: `https://github.com/live/${stamp}`,
  });
  await signInWithApi(page, request, student);
  const token = await tokenOf(page);
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.post('/api/user/notifications/read-all', { headers })).ok()).toBe(true);
  await page.goto('/courses');
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect.poll(() => openStreams(request, token)).toBe(1);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));

  const [submission] = (await admin.get<{ projects: { id: number }[] }>(`/api/admin/users/${student.id}/projects`)).projects;
  await admin.post(`/api/admin/submissions/${submission.id}/remove`, { reason: 'Not your own work' });

  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  expect(navigations).toEqual([]);
  expect(new URL(page.url()).pathname).toBe('/courses');
});

test('a visitor’s homepage shows a new award in its latest achievements without a reload', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const student = await admin.addStudent(`Live Award ${stamp}`);
  const { achievement } = await admin.post<{ achievement: { id: number; name: string } }>('/api/admin/achievements', {
    name: `Live Star ${stamp}`,
    description: 'Given by hand (browser test)',
    points: 10,
    manual: 1,
  });
  const stream = page.waitForRequest(isLiveStream);
  await page.goto('/');
  const latest = page.getByRole('region', { name: /^Latest \d+ Achievements Earned$/ });
  await expect(latest).toBeVisible();
  await stream;
  await expect(latest.getByText(achievement.name)).toHaveCount(0);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));

  await admin.post(`/api/admin/users/${student.id}/achievements`, { achievement_id: achievement.id });

  // The server merges public events over 5 s, then the page asks again.
  await expect(latest.getByText(achievement.name)).toBeVisible({ timeout: 10_000 });
  expect(navigations).toEqual([]);
});
