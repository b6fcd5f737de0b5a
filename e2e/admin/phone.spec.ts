/** The admin area on a phone (390x844): the drawer is an overlay, the content has the whole width. */
import { expect, type Locator, type Page } from '@playwright/test';
import { openAdminPage, openDashboard, row } from '../support/admin';
import { test } from '../support/signed-in';

const SCREENS = [
  ['Admins', 'Admins Manage'],
  ['Users', 'Users Manage'],
  ['Courses', 'Courses Manage'],
  ['Projects', 'Projects Manage'],
  ['Achievements', 'Achievements Manage'],
  ['Skills', 'Skills Manage'],
  ['Dashboard', 'Dashboard'],
] as const;

/** The page never scrolls sideways (a wide table scrolls inside its own box). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
}

/** The element's text fits on one line, uncut. */
async function expectOneUncutLine(selector: Locator) {
  const box = await selector.evaluate((element) => ({
    cut: element.scrollWidth > element.clientWidth,
    height: element.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(element).lineHeight) || 24,
  }));
  expect(box.cut).toBe(false);
  expect(box.height).toBeLessThan(box.lineHeight * 2 + 16);
}

test.describe('admin on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => openDashboard(page));

  test('the drawer is closed, opens over the content from the top bar and closes on navigation', async ({ page }) => {
    const navigation = page.getByRole('navigation', { name: 'Admin navigation' });
    const toggle = page.getByRole('button', { name: 'Toggle drawer' });
    await expect(navigation).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const main = await page.getByRole('main').boundingBox();
    expect(main?.x).toBe(0);
    expect(main?.width).toBe(390);

    await toggle.click();
    await expect(navigation).toBeVisible();
    await expect.poll(async () => (await page.locator('.MuiDrawer-paper').boundingBox())?.width).toBe(256);
    await navigation.getByRole('link', { name: 'Skills' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Skills Manage' })).toBeVisible();
    await expect(navigation).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(navigation).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(navigation).toBeHidden();
  });

  test('every screen uses the whole width without sideways scrolling', async ({ page }) => {
    for (const [link, title] of SCREENS) {
      await openAdminPage(page, link, title);
      if (link !== 'Dashboard') await expect(page.getByRole('row').nth(1)).toBeVisible();
      else await expect(page.getByTestId('stat-Total Revenue')).toHaveText(/EGP/);
      await expectNoSidewaysScroll(page);
      await expectOneUncutLine(page.getByRole('heading', { level: 1 }));
      if (link === 'Dashboard') {
        const card = await page.getByText('Total Achievements', { exact: true }).boundingBox();
        expect(card?.width).toBeGreaterThan(120);
      } else {
        await expectOneUncutLine(page.getByRole('button', { name: /^Add / }));
        await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
      }
    }
  });

  test('user projects: the name and e-mail wrap beside Back, nothing scrolls sideways', async ({ page }) => {
    await openAdminPage(page, 'Users', 'Users Manage');
    await page.getByLabel('Search by Name or Email', { exact: true }).fill('student@academy.test');
    await expect(page.getByRole('row')).toHaveCount(2);
    await row(page, 'student@academy.test')
      .getByRole('button', { name: /actions/i })
      .click();
    await page.getByRole('menuitem', { name: 'Projects', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Projects' })).toBeVisible();
    const identity = page.getByText('student@academy.test');
    await expect(identity).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page);
  });
});
