/** The frame of every public page: top bar, Stats dropdown, mobile drawer, footer, not-found page. */
import { expect, test } from '@playwright/test';
import { expectAccessible, PHONE } from '../support/screens';

test.describe('top bar', () => {
  test('links to Courses, Projects, Users and the Stats dropdown; Login when signed out', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, url] of [
      ['Courses', /\/courses$/],
      ['Projects', /\/projects$/],
      ['Users', /\/users$/],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
    }
    await nav.getByRole('button', { name: 'Stats' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Stats', 'Leaderboard', 'Achievements']);
    await menu.getByRole('menuitem', { name: 'Leaderboard' }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);
    await nav.getByRole('link', { name: /login/i }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(page).toHaveTitle('Login');
  });

  test('marks the current page: its link (or the dropdown holding it) is underlined and carries aria-current', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const current = nav.locator('[aria-current]');
    await page.goto('/courses');
    await expect(current).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Courses', exact: true })).toHaveAttribute('aria-current', 'page');
    const underline = await nav
      .getByRole('link', { name: 'Courses', exact: true })
      .evaluate((link) => getComputedStyle(link).boxShadow);
    expect(underline).toContain('inset');
    // A detail page belongs to its list's link.
    await page.goto('/project/1');
    await expect(nav.getByRole('link', { name: 'Projects', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveCount(1);
    await page.goto('/leaderboard');
    await expect(nav.getByRole('button', { name: 'Stats' })).toHaveAttribute('aria-current', 'true');
    await nav.getByRole('button', { name: 'Stats' }).click();
    await expect(page.getByRole('menuitem', { name: 'Leaderboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('menuitem', { name: 'Stats' })).not.toHaveAttribute('aria-current', /.*/);
    await page.keyboard.press('Escape');
    // The login page is not the Users page.
    await page.goto('/user/login');
    await expect(nav.getByRole('link', { name: 'Users', exact: true })).not.toHaveAttribute('aria-current', /.*/);
    await expect(nav.getByRole('link', { name: /login/i })).toHaveAttribute('aria-current', 'page');
  });

  test('the footer has social links and a copyright line', async ({ page }) => {
    await page.goto('/courses');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} .+All Rights Reserved\\.`))).toBeVisible();
    // Which networks show comes from config (footer.spec.ts); the demo server sets two.
    await expect(footer.getByRole('link')).toHaveCount(2);
    await expect(footer.getByRole('link', { name: 'Dev Academy on GitHub' })).toHaveAttribute('target', '_blank');
  });
});

test.describe('mobile drawer', () => {
  test.use({ viewport: PHONE });
  test('mirrors the top bar on a phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Courses', 'Projects', 'Users', 'Stats', 'Leaderboard', 'Achievements', 'Login']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await drawer.getByRole('link', { name: 'Achievements', exact: true }).click();
    await expect(page).toHaveURL(/\/achievements$/);
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(drawer.getByRole('link', { name: 'Achievements', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.locator('[aria-current]')).toHaveCount(1);
  });
});

test.describe('not-found page', () => {
  test('unknown paths show it inside the site frame', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    // One h1: the big decorative 404 is not a heading.
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText("The Page You Are Looking For Doesn't Exist.")).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessible(page);
  });
});
