/**
 * The admin area in dark (issue 46): every screen of its drawer passes axe, contrast included, with
 * its tables, charts and cards; the theme switch sits in its top bar too.
 */
import { expect, test } from '@playwright/test';
import { ADMIN_TABLE_SCREENS, dialog, loginAsAdmin, openAdminPage } from '../support/admin';
import { expectAccessible } from '../support/screens';

test.use({ colorScheme: 'dark', viewport: { width: 1366, height: 900 } });

/** The drawer's link, the page's title, and what its Add button adds (a dialog, checked too). */
const SCREENS: (readonly [link: string, title: string, adds?: string])[] = [
  ...ADMIN_TABLE_SCREENS,
  ['Payments', 'Payments'],
  ['Audit Log', 'Audit Log'],
];

// About 35 s: axe on the dashboard, 8 screens and 6 dialogs.
test('the dashboard, the screens of the drawer and their Add dialogs pass axe in dark', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page);
  await expect(page.getByTestId('stat-Total Revenue')).toHaveText(/EGP/);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Theme: System' })).toBeVisible();
  await expectAccessible(page);
  for (const [link, title, adds] of SCREENS) {
    await openAdminPage(page, link, title);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);
    if (!adds) continue;
    await page.getByRole('button', { name: new RegExp(`add ${adds}`, 'i') }).click();
    await expect(dialog(page, `Add ${adds}`)).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});
