/**
 * The admin area in dark (issue 46): every screen of its drawer passes axe, contrast included, with
 * its tables, charts and cards; the theme switch sits in its top bar too.
 */
import { expect, test } from '@playwright/test';
import { loginAsAdmin, openAdminPage } from '../support/admin';
import { expectAccessible } from '../support/screens';

test.use({ colorScheme: 'dark', viewport: { width: 1366, height: 900 } });

const SCREENS: [link: string, title: string][] = [
  ['Admins', 'Admins Manage'],
  ['Users', 'Users Manage'],
  ['Courses', 'Courses Manage'],
  ['Projects', 'Projects Manage'],
  ['Achievements', 'Achievements Manage'],
  ['Skills', 'Skills Manage'],
  ['Payments', 'Payments'],
  ['Audit Log', 'Audit Log'],
];

// About 25 s: axe on the dashboard and 8 screens.
test('the dashboard and the screens of the drawer pass axe in dark', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page);
  await expect(page.getByTestId('stat-Total Revenue')).toHaveText(/EGP/);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Theme: System' })).toBeVisible();
  await expectAccessible(page);
  for (const [link, title] of SCREENS) {
    await openAdminPage(page, link, title);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);
  }
});
