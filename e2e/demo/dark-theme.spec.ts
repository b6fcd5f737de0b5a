/**
 * The dark theme (issue 46): every screen of scripts/screenshots/demo.ts readable in dark (axe,
 * contrast included), no light frame before a dark page, and the switch in the top bar and the
 * phone drawer, remembered in storage and in the `theme` cookie.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_STUDENT, openScreen, PUBLIC_SCREENS, STUDENT_SCREENS } from '../support/demo-screens';
import { expectAccessible, PHONE } from '../support/screens';
import { dismissAchievementPopup, signInWithApi } from '../support/student-session';

const DESKTOP = { width: 1366, height: 900 };
/** The dark page's background (web/app/theme.ts, web/index.html). */
const DARK_BACKGROUND = 'rgb(18, 18, 18)';

const schemeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('in dark, every screen', () => {
  test.use({ colorScheme: 'dark', viewport: DESKTOP });

  // About 40 s: axe on 16 screens. What it proves no cheaper test can: the contrast of every text
  // on the dark surfaces as the browser draws them.
  test('public and student screens pass axe, contrast included', async ({ page, request }) => {
    test.setTimeout(180_000);
    for (const screen of PUBLIC_SCREENS) {
      await openScreen(page, screen);
      expect(await schemeOf(page), screen.path).toBe('dark');
      expect(await backgroundOf(page), screen.path).toBe(DARK_BACKGROUND);
      await expectAccessible(page);
    }
    await signInWithApi(page, request, DEMO_STUDENT);
    for (const screen of STUDENT_SCREENS) {
      await openScreen(page, screen);
      await dismissAchievementPopup(page);
      await expectAccessible(page);
    }
  });
});

test.describe('before the first paint', () => {
  /**
   * Holds the app's scripts, so that what shows is what paints before React: the page as
   * index.html and web/static/boot.js leave it. Returns what lets them through.
   */
  async function holdTheApp(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**', async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  /** A 1-pixel picture of the page's corner, compared with one of a page painted in `color`. */
  async function cornerIs(page: Page, color: string) {
    const corner = { x: 5, y: 5, width: 1, height: 1 };
    const painted = await page.screenshot({ clip: corner, animations: 'disabled' });
    const reference = await page.context().newPage();
    await reference.setContent(`<html style="background:${color}"><body></body></html>`);
    const expected = await reference.screenshot({ clip: corner });
    await reference.close();
    return painted.equals(expected);
  }

  for (const [how, setUp] of [
    ['the system asks for dark', async () => undefined],
    [
      'the visitor chose dark on a light system (storage)',
      async (page: Page) => {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.addInitScript(() => localStorage.setItem('academy.theme', 'dark'));
      },
    ],
    [
      'the visitor chose dark on a light system (the cookie alone)',
      async (page: Page) => {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.context().addCookies([{ name: 'theme', value: 'dark', url: test.info().project.use.baseURL! }]);
      },
    ],
  ] as const) {
    test(`no light frame before dark: ${how}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await setUp(page);
      const release = await holdTheApp(page);
      await page.goto('/', { waitUntil: 'commit' });
      await page.waitForFunction(() => document.documentElement.dataset.theme !== undefined);
      // Nothing of the app has run, and the page is already dark.
      await expect(page.locator('#root')).toBeEmpty();
      expect(await schemeOf(page)).toBe('dark');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(DARK_BACKGROUND);
      expect(await cornerIs(page, '#121212')).toBe(true);
      release();
      await expect(page.getByRole('heading', { name: 'Top Members' })).toBeVisible();
      expect(await backgroundOf(page)).toBe(DARK_BACKGROUND);
    });
  }

  test('a visitor who chose light stays light on a dark system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('academy.theme', 'light'));
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement.dataset.theme !== undefined);
    expect(await schemeOf(page)).toBe('light');
    expect(await cornerIs(page, '#f5f6fa')).toBe(true);
    release();
    await expect(page.getByRole('heading', { name: 'Top Members' })).toBeVisible();
    expect(await backgroundOf(page)).toBe('rgb(245, 246, 250)');
  });
});

test.describe('the switch', () => {
  const stored = (page: Page) =>
    page.evaluate(() => ({
      storage: localStorage.getItem('academy.theme'),
      cookie: /(?:^|; )theme=(\w+)/.exec(document.cookie)?.[1],
    }));

  test('in the top bar: Light, Dark, System, remembered across visits, System following the device', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Theme: System' });
    await expect(button).toBeVisible();
    expect(await schemeOf(page)).toBe('light');

    await button.click();
    const menu = page.getByRole('menu', { name: 'Theme' });
    await expect(menu.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(menu).toBeHidden();
    expect(await schemeOf(page)).toBe('dark');
    await expect.poll(() => backgroundOf(page)).toBe(DARK_BACKGROUND);
    expect(await stored(page)).toEqual({ storage: 'dark', cookie: 'dark' });

    // Another visit: dark from the start, and the button says so.
    await page.reload();
    expect(await schemeOf(page)).toBe('dark');
    await page.getByRole('button', { name: 'Theme: Dark' }).click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    expect(await stored(page)).toEqual({ storage: 'system', cookie: 'system' });
    expect(await schemeOf(page)).toBe('light');
    // System follows the device while the page is open.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => schemeOf(page)).toBe('dark');
    await expect.poll(() => backgroundOf(page)).toBe(DARK_BACKGROUND);
  });

  test('in the phone drawer', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const choices = page.getByRole('group', { name: 'Theme' });
    await expect(choices.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    await choices.getByRole('button', { name: 'Dark' }).click();
    await expect(choices.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(await schemeOf(page)).toBe('dark');
    expect(await stored(page)).toEqual({ storage: 'dark', cookie: 'dark' });
    await expectAccessible(page);
  });
});
