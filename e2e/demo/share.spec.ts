/**
 * Profiles worth sharing (issue 26 item 4): a profile link fetched as a crawler fetches it (no
 * JavaScript) carries the student's name, rank and share image; the profile's Share button copies
 * the link where the browser has no share sheet (Chromium on Linux has none). Expected figures come
 * from the public API.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminLogin } from '../support/admin-api';
import { expectAccessible, PHONE } from '../support/screens';
import { dismissAchievementPopup, signInWithApi } from '../support/student-session';

const WIDE = { width: 1366, height: 900 };
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/issue26/${name}.png` });

/** The content of a `<meta>` of the page's head, entities decoded. */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html);
  return match?.[1]
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test('a profile link read without JavaScript carries the name, rank, points and a share image', async ({ request }) => {
  const config = await (await request.get('/api/front/config')).json();
  const board = await (await request.get('/api/front/leaderboard')).json();
  const second = board.stats.top_developers[1] as { id: number; name: string; total_points: number };

  const page = await request.get(`/user/${second.id}`, { headers: { 'user-agent': 'facebookexternalhit/1.1' } });
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(metaOf(html, 'og:title')).toBe(`${second.name} · ${config.academy_name}`);
  expect(metaOf(html, 'og:description')).toContain(`Rank #2 with ${second.total_points.toLocaleString('en-US')} points`);
  expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  const image = metaOf(html, 'og:image')!;
  expect(image).toMatch(new RegExp(`/share/user/${second.id}\\.png\\?v=`));

  const png = await request.get(new URL(image).pathname + new URL(image).search);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');
});

for (const [label, viewport] of [
  ['1366', WIDE],
  ['390', PHONE],
] as const) {
  test(`Share copies the profile's link (${label} wide)`, async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(viewport);
    const board = await (await request.get('/api/front/leaderboard')).json();
    const first = board.stats.top_developers[0] as { id: number; name: string };
    await page.goto(`/user/${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();

    const share = page.getByRole('button', { name: /^share$/i });
    await share.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await shot(page, `profile-share-${label}`);
    await expectAccessible(page);
  });
}

test('a student hides their profile from search engines on /edit-profile: the page then says noindex', async ({
  page,
  request,
}) => {
  const student = await (await adminLogin(request)).addStudent(`Quiet Student ${Date.now()}`);
  const robotsOf = async () => metaOf(await (await request.get(`/user/${student.id}`)).text(), 'robots');
  expect(await robotsOf()).toBeUndefined();

  await signInWithApi(page, request, student);
  await page.goto('/edit-profile');
  await dismissAchievementPopup(page);
  const hide = page.getByRole('checkbox', { name: 'Hide My Profile From Search Engines' });
  await expect(hide).not.toBeChecked();
  await hide.check();
  await shot(page, 'edit-profile-hide');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated Successfully')).toBeVisible();
  expect(await robotsOf()).toBe('noindex');

  await page.reload();
  await expect(hide).toBeChecked();
  await hide.uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(robotsOf).toBeUndefined();
});
