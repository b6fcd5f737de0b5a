/**
 * Screenshots of every admin screen and dialog into e2e/screenshots/ (gitignored) for a human
 * look, at desktop (1366x900, 'admin-<name>.png') and phone (390x844, 'admin-<name>-phone.png').
 */
import { expect, test, type Page } from '@playwright/test';
import { adminLogin } from '../support/admin-api';
import { dialog, loginAsAdmin, openAdminPage, row } from '../support/admin';

const VIEWPORTS = [
  { suffix: '', viewport: { width: 1366, height: 900 } },
  { suffix: '-phone', viewport: { width: 390, height: 844 } },
];

for (const { suffix, viewport } of VIEWPORTS) {
  test.describe(`admin screenshots${suffix}`, () => {
    test.use({ viewport });

    /** Waits out MUI's enter transitions (menus, dialogs) so the picture shows the settled screen. */
    async function shot(page: Page, name: string) {
      await page.waitForTimeout(450);
      await page.screenshot({ path: `e2e/screenshots/admin-${name}${suffix}.png`, fullPage: true });
    }

    test('login', async ({ page }) => {
      await page.goto('/admin/login');
      if (!suffix) await expect(page.locator('img[src="/admin/login-illustration.svg"]')).toBeVisible();
      await shot(page, 'login');
    });

    test('every screen and its dialogs', async ({ page, request }) => {
      test.setTimeout(120_000);
      await loginAsAdmin(page);
      await expect(page.getByTestId('stat-Total Revenue')).toHaveText(/EGP/);
      await page.waitForTimeout(2500);
      await shot(page, 'dashboard');
      await page.getByRole('button', { name: 'Toggle drawer' }).click();
      await page.waitForTimeout(400);
      await shot(page, 'dashboard-toggled');
      // On a phone the drawer is an overlay over the toggle: Escape closes it.
      if (suffix) await page.keyboard.press('Escape');
      else await page.getByRole('button', { name: 'Toggle drawer' }).click();

      for (const [link, title, subject] of [
        ['Admins', 'Admins Manage', 'Admin'],
        ['Courses', 'Courses Manage', 'Course'],
        ['Projects', 'Projects Manage', 'Project'],
        ['Achievements', 'Achievements Manage', 'Achievement'],
        ['Skills', 'Skills Manage', 'Skill'],
        ['Users', 'Users Manage', 'User'],
      ]) {
        await openAdminPage(page, link, title);
        await expect(page.getByRole('row').nth(1)).toBeVisible();
        await shot(page, link.toLowerCase());
        await page.getByRole('button', { name: new RegExp(`add ${subject}`, 'i') }).click();
        await expect(dialog(page, `Add ${subject}`)).toBeVisible();
        await shot(page, `${link.toLowerCase()}-add`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }

      await page.getByLabel('Search by Email', { exact: true }).fill('nobody-at-all@nowhere.test');
      await expect(page.getByText('No users found')).toBeVisible();
      await shot(page, 'users-none');

      const student = row(page, 'student@academy.test');
      await page.getByLabel('Search by Email', { exact: true }).fill('student@academy.test');
      await expect(page.getByRole('row')).toHaveCount(2);
      await student.getByRole('button', { name: /actions/i }).click();
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
      await shot(page, 'user-projects-add');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Delete' }).first().click();
      await shot(page, 'user-projects-confirm');
      await page.keyboard.press('Escape');

      const api = await adminLogin(request);
      const url = `https://github.com/someone-with-a-long-name/${'a-very-long-repository-name-'.repeat(4)}final/tree/main`;
      const learner = await api.addStudentWithSubmission(`Screenshot Long Links ${Date.now().toString(36)}`, url);
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
      await shot(page, 'achievements-rule-errors');
      await page.keyboard.press('Escape');
      const reason = page.getByRole('group', { name: /^Delete unavailable/ }).first();
      await reason.focus();
      await shot(page, 'achievements-delete-reason');
    });
  });
}
