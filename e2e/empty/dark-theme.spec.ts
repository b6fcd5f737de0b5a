/** The empty states in dark (issue 46): every screen of scripts/screenshots/empty.ts passes axe, contrast included. */
import { expect, test } from '@playwright/test';
import { EMPTY_SCREENS } from '../support/empty-screens';
import { expectAccessible } from '../support/screens';

test.use({ colorScheme: 'dark', viewport: { width: 1366, height: 900 } });

// About 10 s: axe on 7 screens.
test('the empty states pass axe in dark', async ({ page }) => {
  for (const screen of EMPTY_SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByText(screen.ready, { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.theme), screen.path).toBe('dark');
    await expectAccessible(page);
  }
});
