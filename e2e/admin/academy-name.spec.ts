/** The saved academy name from the first paint (issue 20 item 10): the default never shows while a page loads. */
import { expect, type Page } from '@playwright/test';
import { DEFAULT_ACADEMY_NAME } from '../../contracts/constants';
import { adminLogin } from '../support/admin-api';
import { test } from '../support/signed-in';

const SAVED = 'Nile Flash Academy';

/** Every text the header, footer and navigation held, recorded at each change of the page as it loads. */
async function recordNames(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    Object.assign(window, { namesSeen: seen });
    const record = () => {
      for (const part of document.querySelectorAll('header, footer, nav')) seen.add(part.textContent ?? '');
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const namesSeen = (page: Page) => page.evaluate(() => [...(window as unknown as { namesSeen: Set<string> }).namesSeen]);

test.describe('the academy name while a page loads', () => {
  // The admin server is shared: whatever happens, the academy name goes back to the environment's.
  test.afterEach(async ({ request }) => {
    const api = await adminLogin(request);
    await api.put('/api/admin/settings', { academy_name: '' });
  });

  // @alone: the academy name is one for the whole server, and other tests read and change it.
  test(
    'with a saved name, no moment of the public or admin pages shows the default',
    { tag: '@alone' },
    async ({ page, request }) => {
      const api = await adminLogin(request);
      await api.put('/api/admin/settings', { academy_name: SAVED });
      await recordNames(page);

      for (const url of ['/', '/courses', '/user/login']) {
        await page.goto(url);
        await expect(page.getByRole('banner')).toContainText(SAVED);
        await expect(page.getByRole('contentinfo')).toContainText(SAVED);
        const seen = await namesSeen(page);
        expect(
          seen.some((text) => text.includes(SAVED)),
          url,
        ).toBe(true);
        expect(
          seen.filter((text) => text.includes(DEFAULT_ACADEMY_NAME)),
          url,
        ).toEqual([]);
      }

      await page.goto('/admin/dashboard');
      await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toContainText(SAVED);
      const seen = await namesSeen(page);
      expect(seen.filter((text) => text.includes(DEFAULT_ACADEMY_NAME))).toEqual([]);
    },
  );
});
