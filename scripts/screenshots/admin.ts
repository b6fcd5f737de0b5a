/**
 * Every admin screen and dialog into e2e/screenshots/ (gitignored) for a human look, at desktop
 * (1366x900, 'admin-<name>.png') and phone (390x844, 'admin-<name>-phone.png'); and the three
 * dialogs where points and money move back into docs/screenshots/ (1366x900).
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminLogin } from '../../e2e/support/admin-api';
import { ADMIN_TABLE_SCREENS, choose, dialog, loginAsAdmin, openAdminPage, row } from '../../e2e/support/admin';
import { DOCS, GALLERY, PHONE, settle, shoot } from './shoot';

const VIEWPORTS = [
  { suffix: '', viewport: { width: 1366, height: 900 } },
  { suffix: '-phone', viewport: PHONE },
];

for (const { suffix, viewport } of VIEWPORTS) {
  test.describe(`admin screenshots${suffix}`, () => {
    test.use({ viewport });

    const shot = (page: Page, name: string) => shoot(page, path.join(GALLERY, `admin-${name}${suffix}.png`));

    test('login', async ({ page }) => {
      await page.goto('/admin/login');
      if (!suffix) await expect(page.locator('img[src="/admin/login-illustration.svg"]')).toBeVisible();
      await shot(page, 'login');
    });

    test('every screen and its dialogs', async ({ page, request }) => {
      test.setTimeout(120_000);
      await loginAsAdmin(page);
      await expect(page.getByTestId('stat-Total Revenue')).toHaveText(/EGP/);
      await shot(page, 'dashboard');
      await page.getByRole('button', { name: 'Toggle drawer' }).click();
      await shot(page, 'dashboard-toggled');
      // On a phone the drawer is an overlay over the toggle: Escape closes it.
      if (suffix) await page.keyboard.press('Escape');
      else await page.getByRole('button', { name: 'Toggle drawer' }).click();

      for (const [link, title, subject] of ADMIN_TABLE_SCREENS) {
        await openAdminPage(page, link, title);
        await expect(page.getByRole('row').nth(1)).toBeVisible();
        await shot(page, link.toLowerCase());
        await page.getByRole('button', { name: new RegExp(`add ${subject}`, 'i') }).click();
        await expect(dialog(page, `Add ${subject}`)).toBeVisible();
        await shot(page, `${link.toLowerCase()}-add`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }

      await page.getByLabel('Search by Name or Email', { exact: true }).fill('nobody-at-all@nowhere.test');
      await expect(page.getByText('No users found')).toBeVisible();
      await shot(page, 'users-none');

      const student = row(page, 'student@academy.test');
      await page.getByLabel('Search by Name or Email', { exact: true }).fill('student@academy.test');
      await expect(page.getByRole('row')).toHaveCount(2);
      await student.getByRole('button', { name: /actions/i }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await shot(page, 'users-menu');
      for (const item of ['Edit', 'Enroll', 'Unenroll', 'Give Achievement', 'Delete']) {
        await page.getByRole('menuitem', { name: item, exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await shot(page, `users-${item.toLowerCase().replace(' ', '-')}`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
        await student.getByRole('button', { name: /actions/i }).click();
      }
      await page.getByRole('menuitem', { name: 'Projects', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'User Projects' })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await shot(page, 'user-projects');
      await page.getByRole('button', { name: /add project/i }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, 'user-projects-add');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.getByRole('button', { name: 'Delete' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, 'user-projects-confirm');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      const api = await adminLogin(request);
      const url = `https://github.com/someone-with-a-long-name/${'a-very-long-repository-name-'.repeat(4)}final/tree/main`;
      const learner = await api.addStudentWithSubmission('Screenshot Long Links', url);
      await page.goto(`/admin/user/${learner.id}/projects`);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await shot(page, 'user-projects-long-url');
      await page.goto('/admin/user/99999/projects');
      await expect(page.getByRole('main').getByText('User Not Found')).toBeVisible();
      await shot(page, 'user-projects-not-found');

      await openAdminPage(page, 'Achievements', 'Achievements Manage');
      await page.getByRole('button', { name: /add achievement/i }).click();
      const form = dialog(page, 'Add Achievement');
      await form.getByRole('combobox', { name: 'Type' }).click();
      await page.getByRole('option', { name: 'Automatic' }).click();
      await form.getByLabel('Name', { exact: true }).focus();
      await form.getByLabel('Name', { exact: true }).blur();
      await form.getByLabel('Rule Threshold', { exact: true }).fill('1');
      await form.getByLabel('Rule Threshold', { exact: true }).fill('');
      await form.getByLabel('Rule Threshold', { exact: true }).blur();
      await expect(form.getByText('Rule Threshold is Required')).toBeVisible();
      await shot(page, 'achievements-rule-errors');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      const reason = page.getByRole('group', { name: /^Delete unavailable/ }).first();
      await reason.focus();
      await shot(page, 'achievements-delete-reason');
    });
  });
}

test.describe('docs: points and money that move back', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  const docs = (page: Page, name: string) => shoot(page, path.join(DOCS, `${name}.png`), { fullPage: false });

  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
  });

  async function findUser(page: Page, email: string) {
    await openAdminPage(page, 'Users', 'Users Manage');
    await page.getByLabel('Search by Name or Email', { exact: true }).fill(email);
    await expect(page.getByRole('row')).toHaveCount(2);
  }

  test('unenrolling a user with submissions asks to confirm', async ({ page, request }) => {
    const api = await adminLogin(request);
    const student = await api.addStudentWithSubmission('Nour Refunded', 'https://github.com/nour/refund');
    const [firstCourse] = await api.courses();
    await findUser(page, student.email);
    await page.getByRole('button', { name: `Actions for ${student.email}` }).click();
    await page.getByRole('menuitem', { name: 'Unenroll', exact: true }).click();
    const unenroll = dialog(page, `Unenroll ${student.name}`);
    await choose(unenroll, 'Course', firstCourse.title);
    await unenroll.getByRole('button', { name: 'Unenroll', exact: true }).click();
    await expect(unenroll.getByRole('button', { name: 'Unenroll And Remove 1 Submission', exact: true })).toBeEnabled();
    await docs(page, 'admin-unenroll-confirm');
  });

  test('revoking a manual achievement', async ({ page, request }) => {
    const api = await adminLogin(request);
    const student = await api.addStudent('Omar Revoked');
    const name = 'Helper Of The Week';
    const { achievement } = await api.post<{ achievement: { id: number } }>('/api/admin/achievements', {
      name,
      description: 'Helped others in the community',
      points: 40,
      manual: 1,
    });
    await api.post(`/api/admin/users/${student.id}/achievements`, { achievement_id: achievement.id });
    await findUser(page, student.email);
    await page.getByRole('button', { name: `Actions for ${student.email}` }).click();
    await page.getByRole('menuitem', { name: 'Revoke Achievement', exact: true }).click();
    const revoke = dialog(page, 'Revoke Achievement');
    await choose(revoke, 'Achievement', name);
    await expect(revoke).toContainText(`Revoking takes its 40 points from ${student.name}`);
    await docs(page, 'admin-revoke-achievement');
  });

  test("an automatic rule's preview before saving", async ({ page, request }) => {
    const api = await adminLogin(request);
    const course = await api.addCourse('Rule Course');
    const big = await api.addProject(course.id, 'Big Project', 900_000);
    const extra = await api.addProject(course.id, 'Extra Project', 100_000);
    const a = await api.addStudent('Rule A');
    const b = await api.addStudent('Rule B');
    for (const student of [a, b]) await api.enroll(student.id, course.id);
    for (const [student, project] of [
      [a, big],
      [b, big],
      [b, extra],
    ] as const) {
      await api.post('/api/admin/user-projects/add', {
        user_id: student.id,
        project_id: project.id,
        url: `https://github.com/e2e/${student.id}-${project.id}`,
      });
    }
    await openAdminPage(page, 'Achievements', 'Achievements Manage');
    await page.getByRole('button', { name: /add achievement/i }).click();
    const add = dialog(page, 'Add Achievement');
    await add.getByLabel('Name', { exact: true }).fill('Point Millionaire');
    await add.getByLabel('Description', { exact: true }).fill('Collected 900,000 project points.');
    await add.getByLabel('Points', { exact: true }).fill('30');
    await choose(add, 'Type', 'Automatic');
    await choose(add, 'Rule Metric', 'Project Points');
    await add.getByLabel('Rule Threshold', { exact: true }).fill('900000');
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(add.getByRole('alert')).toHaveText('Saving this rule awards it to 2 users.');
    await docs(page, 'admin-achievement-rule-preview');
  });
});

// Issue 46: the admin users table in dark, at desktop and phone width, for the README.
for (const viewport of [{ width: 1366, height: 900 }, PHONE]) {
  test.describe(`docs: the admin users table in dark (${viewport.width}px)`, () => {
    test.use({ viewport, colorScheme: 'dark' });

    test('users table', async ({ page }) => {
      await loginAsAdmin(page);
      await openAdminPage(page, 'Users', 'Users Manage');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      // On a phone the drawer is an overlay: closed for the picture.
      if (viewport === PHONE && (await page.getByRole('navigation', { name: 'Admin navigation' }).isVisible()))
        await page.keyboard.press('Escape');
      await shoot(page, path.join(DOCS, `dark-admin-users-${viewport.width}.png`), { fullPage: false });
    });
  });
}

/**
 * Issue 50: a busy student's year of work, in light and dark, English and Arabic, at desktop and
 * phone width, for docs/screenshots (year-of-work-<locale>-<scheme>-<width>.png). The student's 80
 * submissions and 6 awards are dated over the year by the test hook (server/plugins/test-hooks.ts):
 * busy terms, a summer gap, a streak up to this week.
 */
const DAY_MS = 86_400_000;

async function busyStudent(request: APIRequestContext) {
  const api = await adminLogin(request);
  const student = await api.addStudent('Mariam Year Of Work');
  const submissions: { project_id: number; at: string }[] = [];
  const now = Date.now();
  // Days ago of each submission: most weeks of two terms, none in the summer, the last 9 weeks without a gap.
  const daysAgo: number[] = [];
  for (let week = 0; week < 52 && daysAgo.length < 80; week++) {
    const summer = week >= 18 && week < 27;
    const skipped = week > 9 && (week % 7 === 3 || week % 11 === 5);
    if (summer || skipped) continue;
    for (let i = 0; i < 1 + ((week * 7) % 3); i++) daysAgo.push(week * 7 + ((week * 3 + i * 2) % 7));
  }
  for (let c = 0; c < 2; c++) {
    const course = await api.addCourse(`Year Course ${c + 1} ${now}`);
    await api.enroll(student.id, course.id);
    for (let p = 0; p < 40 && submissions.length < daysAgo.length; p++) {
      const project = await api.addProject(course.id, `Project ${c * 40 + p + 1}`, 5 + ((p * 7) % 30));
      await api.post('/api/admin/user-projects/add', {
        user_id: student.id,
        project_id: project.id,
        url: `https://github.com/mariam/p${p}`,
      });
      submissions.push({
        project_id: project.id,
        at: new Date(now - daysAgo[submissions.length] * DAY_MS - 3_600_000).toISOString(),
      });
    }
  }
  const achievements: { achievement_id: number; at: string }[] = [];
  for (const [i, ago] of [300, 240, 130, 60, 20, 3].entries()) {
    const { achievement } = await api.post<{ achievement: { id: number } }>('/api/admin/achievements', {
      name: `Year Award ${i + 1} ${now}`,
      description: 'Given by hand (screenshots)',
      points: 10 + i * 5,
      manual: 1,
    });
    await api.post(`/api/admin/users/${student.id}/achievements`, { achievement_id: achievement.id });
    achievements.push({ achievement_id: achievement.id, at: new Date(now - ago * DAY_MS).toISOString() });
  }
  await api.post('/api/test/dates', { user_id: student.id, submissions, achievements });
  return student;
}

test.describe('docs: a year of work', () => {
  test('busy profile, light and dark, English and Arabic, desktop and phone', async ({ browser, request }) => {
    test.setTimeout(180_000);
    const student = await busyStudent(request);
    for (const locale of ['en-US', 'ar-EG'] as const)
      for (const colorScheme of ['light', 'dark'] as const)
        for (const viewport of [{ width: 1366, height: 900 }, PHONE]) {
          const context = await browser.newContext({ viewport, colorScheme, locale, baseURL: test.info().project.use.baseURL });
          const page = await context.newPage();
          await page.goto(`/user/${student.id}`);
          const year = page.locator('section').filter({ has: page.locator('rect[data-day]') });
          await expect(year.locator('rect[data-day]').first()).toBeAttached();
          await settle(page);
          const name = `year-of-work-${locale.slice(0, 2)}-${colorScheme}-${viewport.width}.png`;
          await year.screenshot({ path: path.join(DOCS, name), animations: 'disabled' });
          await context.close();
        }
  });
});
