/**
 * The bell (issue 48 items 2 and 3), at 1366 and 390 wide: staff remove a student's submission in
 * moderation; the student, signed in on another page, changes screen once, and the bell in the top
 * bar (beside the drawer's button on a phone) shows the count, and the removal in its list, worded
 * with the reason and leading to Manage Projects; opening it marks it read (one fewer on the bell).
 * Nothing overflows sideways, even with a very long name.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminLogin } from '../support/admin-api';
import { expectAccessible, PHONE } from '../support/screens';
import { dismissAchievementPopup, signInWithApi } from '../support/student-session';

const WIDE = { width: 1366, height: 768 };
const stamp = Date.now();

/** Whether the page is wider than the window (something sticks out sideways). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

for (const viewport of [WIDE, PHONE]) {
  test.describe(`${viewport.width} wide`, () => {
    test.use({ viewport });

    test('a removed submission: one change of screen later the bell counts it and lists it, worded and linked', async ({
      page,
      request,
    }) => {
      const admin = await adminLogin(request);
      const course = await admin.addCourse(`Bell Course ${viewport.width} ${stamp}`);
      const project = await admin.addProject(course.id, `Bell Project ${viewport.width} ${stamp}`, 20);
      // One very long word first: the student's menu shows the first word of the name.
      const student = await admin.addStudent(
        `Bartholomew-Maximilian-Featherstonehaugh ${viewport.width} Montgomery-Wolfeschlegel`,
      );
      await admin.enroll(student.id, course.id);
      await admin.post('/api/admin/user-projects/add', {
        user_id: student.id,
        project_id: project.id,
        url: `https://github.com/bell/${viewport.width}-${stamp}`,
      });

      await signInWithApi(page, request, student);
      // What came before (the enrollment, an award) is read: the bell starts without a count.
      const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('user_token'))}` };
      const readAll = await request.post('/api/user/notifications/read-all', { headers });
      expect(readAll.ok(), await readAll.text()).toBeTruthy();
      await page.goto('/courses');
      await dismissAchievementPopup(page);
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await expect(bell).toHaveAccessibleName('Notifications');
      expect(await overflows(page)).toBe(false);

      const [submission] = (await admin.get<{ projects: { id: number }[] }>(`/api/admin/users/${student.id}/projects`)).projects;
      await admin.post(`/api/admin/submissions/${submission.id}/remove`, { reason: 'The link is not your own project' });

      // The removal, and the award its points had brought taken back with it (issue 48's rules).
      const { unread } = (await (await request.get('/api/user/notifications?per_page=1', { headers })).json()) as {
        unread: number;
      };
      expect(unread).toBeGreaterThanOrEqual(1);

      // One change of screen (the brand's link home, in the bar at both widths).
      await page.getByRole('link', { name: /home$/ }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(bell).toHaveAccessibleName(`Notifications, ${unread} unread`);
      await expect(bell).toContainText(String(unread));
      expect(await overflows(page)).toBe(false);

      await bell.click();
      const list = page.getByRole('dialog', { name: 'Notifications' });
      const text = `Your submission of ${project.name} (${course.title}) was removed: The link is not your own project`;
      const removal = list.getByRole('link').filter({ hasText: text });
      await expect(removal).toBeVisible();
      await expect(removal.getByRole('img', { name: 'Unread' })).toBeVisible();
      await expect(removal).toHaveAttribute('href', '/manage-projects');
      // Within the window, on a phone too.
      const box = await list.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      expect(await overflows(page)).toBe(false);
      await expectAccessible(page);

      await removal.click();
      await expect(page).toHaveURL(/\/manage-projects$/);
      await expect(bell).toHaveAccessibleName(unread === 1 ? 'Notifications' : `Notifications, ${unread - 1} unread`);
    });
  });
}
