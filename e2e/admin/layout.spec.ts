import { expect } from '@playwright/test';
import { openAdminPage, openDashboard } from '../support/admin';
import { test } from '../support/signed-in';
import { adminLogin } from '../support/admin-api';

test.describe('admin layout', () => {
  test.beforeEach(async ({ page }) => openDashboard(page));

  test('drawer links open each screen with its title in the top bar and the document', async ({ page }) => {
    const screens = [
      ['Admins', 'Admins Manage', '/admin/admins'],
      ['Users', 'Users Manage', '/admin/users'],
      ['Courses', 'Courses Manage', '/admin/courses'],
      ['Projects', 'Projects Manage', '/admin/projects'],
      ['Achievements', 'Achievements Manage', '/admin/achievements'],
      ['Skills', 'Skills Manage', '/admin/skills'],
      ['Dashboard', 'Dashboard', '/admin/dashboard'],
    ] as const;
    for (const [link, title, path] of screens) {
      await openAdminPage(page, link, title);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(title);
    }
  });

  test('the dark drawer is open (256) by default and toggles to a rail (56)', async ({ page }) => {
    const drawer = page.locator('.MuiDrawer-paper');
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(256);
    const background = await drawer.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(22, 27, 46)');
    await page.getByRole('button', { name: 'Toggle drawer' }).click();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(56);
    await page.getByRole('button', { name: 'Toggle drawer' }).click();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(256);
  });

  // @alone (this test and the next): the academy name is one for the whole server, and other tests change it.
  test(
    'home opens the site in a new tab; the footer shows the year and the academy',
    { tag: '@alone' },
    async ({ page, context }) => {
      const home = page.getByRole('link', { name: 'Home' });
      await expect(home).toHaveAttribute('target', '_blank');
      const [tab] = await Promise.all([context.waitForEvent('page'), home.click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe('/');
      await tab.close();
      await expect(page.getByRole('contentinfo')).toHaveText(`© ${new Date().getFullYear()} Dev Academy`);
    },
  );

  test(
    "the footer and the drawer show the public site's one academy name, the saved one over the server's ACADEMY_NAME",
    { tag: '@alone' },
    async ({ page, request }) => {
      const footer = page.getByRole('contentinfo');
      const drawer = page.getByRole('navigation', { name: 'Admin navigation' });
      await expect(drawer).toContainText('Dev Academy');
      const api = await adminLogin(request);
      await api.put('/api/admin/settings', { academy_name: 'Cairo Academy' });
      try {
        await page.reload();
        await expect(footer).toHaveText(`© ${new Date().getFullYear()} Cairo Academy`);
        await expect(drawer).toContainText('Cairo Academy');
      } finally {
        await api.put('/api/admin/settings', { academy_name: '' });
      }
    },
  );

  test('/admin goes to the dashboard', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
