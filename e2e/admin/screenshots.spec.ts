/** Screenshots of every admin screen and dialog into e2e/screenshots/ (gitignored) for a human look. */
import { expect, test, type Page } from '@playwright/test';
import { dialog, loginAsAdmin, openAdminPage, row } from '../support/admin';

/** Waits out MUI's enter transitions (menus, dialogs) so the picture shows the settled screen. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(450);
  await page.screenshot({ path: `e2e/screenshots/admin-${name}.png`, fullPage: true });
}

test.describe('admin screenshots', () => {
  test.use({ viewport: { width: 1366, height: 860 } });

  test('login (desktop and phone)', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.locator('img[src="/admin/login-illustration.svg"]')).toBeVisible();
    await shot(page, 'login');
    await page.setViewportSize({ width: 390, height: 760 });
    await shot(page, 'login-phone');
  });

  test('every screen and its dialogs', async ({ page }) => {
    await loginAsAdmin(page);
    await expect(page.getByTestId('stat-Total Revenue')).toHaveText(/EGP/);
    await page.waitForTimeout(2500);
    await shot(page, 'dashboard');
    await page.getByRole('button', { name: 'Toggle drawer' }).click();
    await page.waitForTimeout(400);
    await shot(page, 'dashboard-rail');
    await page.getByRole('button', { name: 'Toggle drawer' }).click();

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
  });
});
