/**
 * The public footer (issue 13): the academy name from ACADEMY_NAME, and social icons that link to
 * the academy's own pages (SOCIAL_* in playwright.config.ts: Facebook and GitHub set), never to a
 * network's home page; a network not set shows no icon.
 */
import { expect, test } from '@playwright/test';
import { PUBLIC_CONFIG_ELEMENT_ID } from '../../contracts/constants';
import { E2E_SOCIAL } from '../support/accounts';

test('the footer links the academy’s own social pages and hides the networks not set', async ({ page }) => {
  await page.goto('/courses');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Dev Academy. All Rights Reserved.`);
  const social = footer.getByRole('navigation', { name: 'Social links' });
  await expect(social.getByRole('link')).toHaveCount(2);
  await expect(social.getByRole('link', { name: 'Dev Academy on Facebook' })).toHaveAttribute('href', E2E_SOCIAL.facebook);
  await expect(social.getByRole('link', { name: 'Dev Academy on GitHub' })).toHaveAttribute('href', E2E_SOCIAL.github);
  for (const hidden of ['X (Twitter)', 'LinkedIn', 'YouTube']) {
    await expect(social.getByRole('link', { name: new RegExp(hidden.replace(/[()]/g, '\\$&')) })).toHaveCount(0);
  }
});

test('without any social link set the footer has no social links at all', async ({ page }) => {
  // The page carries the server's settings (server/plugins/web.ts): without them the app asks
  // GET /api/front/config, answered here with an academy that set no social link.
  await page.route(
    (url) => url.pathname === '/courses',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(new RegExp(`<script id="${PUBLIC_CONFIG_ELEMENT_ID}"[^>]*>.*?</script>`), '');
      const { 'content-encoding': _encoding, 'content-length': _length, etag: _etag, ...headers } = response.headers();
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
  await page.route('**/api/front/config', (route) =>
    route.fulfill({
      json: {
        buy_course_url: 'https://academy.example.com/courses',
        academy_name: 'Other Academy',
        social_links: { facebook: null, x: null, linkedin: null, youtube: null, github: null },
      },
    }),
  );
  await page.goto('/courses');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Other Academy. All Rights Reserved.');
  await expect(page.getByRole('link', { name: 'Other Academy home' })).toBeVisible();
  await expect(footer.getByRole('link')).toHaveCount(0);
});
