/**
 * Wording and layout with data the demo academy does not have: counts of exactly one, and names,
 * titles and links made of one very long word (mocked answers, so the checks are exact).
 */
import { expect, test, type Page } from '@playwright/test';
import { PHONE } from '../support/screens';

const LONG_NAME = `Maximilian${'x'.repeat(60)}Longname`;
const LONG_URL = `https://example.com/${'very-long-path-segment-'.repeat(8)}end`;

const developer = (id: number, name: string, counts: { points: number; projects: number; courses: number }) => ({
  id,
  name,
  avatar: `avatar${id}`,
  title: null,
  created_at: '2025-01-01T00:00:00.000Z',
  total_points: counts.points,
  projects_count: counts.projects,
  courses_count: counts.courses,
});

/** The users page is served one page at a time: `meta` of a first page holding every user. */
const onePage = (total: number) => ({ total, page: 1, per_page: 9 });

const one = developer(1, 'Ada One', { points: 1, projects: 1, courses: 1 });
const many = developer(2, 'Bob Many', { points: 1250, projects: 2, courses: 0 });
const long = developer(3, LONG_NAME, { points: 40, projects: 3, courses: 2 });

/** Nothing on the page is wider than the window (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('counts', () => {
  test("read '1 Point', '1 Project', '1 Course' and '1,250 Points', '2 Projects', '0 Courses'", async ({ page }) => {
    await page.route('**/api/front/users', (route) => route.fulfill({ json: { users: [one, many], meta: onePage(2) } }));
    await page.goto('/users');
    const first = page.getByRole('link').filter({ has: page.getByRole('heading', { name: 'Ada One' }) });
    for (const text of ['1 Point', '1 Project', '1 Course']) await expect(first.getByText(text, { exact: true })).toBeVisible();
    const second = page.getByRole('link').filter({ has: page.getByRole('heading', { name: 'Bob Many' }) });
    for (const text of ['1,250 Points', '2 Projects', '0 Courses']) {
      await expect(second.getByText(text, { exact: true })).toBeVisible();
    }
  });
});

test.describe('long unbroken words', () => {
  test.use({ viewport: PHONE });

  test('wrap on the users page, the homepage and the leaderboard at 390 px', async ({ page }) => {
    await page.route('**/api/front/users', (route) => route.fulfill({ json: { users: [long, one], meta: onePage(2) } }));
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: LONG_NAME, level: 2 })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.route('**/api/front/stats', (route) =>
      route.fulfill({
        json: {
          stats: {
            total_users: 3,
            total_courses: 1,
            total_projects: 1,
            total_points_earned: 1291,
            top_developers: [long, many, one],
            latest_users: [long, one],
            latest_projects: [],
            latest_achievements: [],
          },
        },
      }),
    );
    await page.getByRole('link', { name: 'Dev Academy home' }).click();
    await expect(page.getByRole('region', { name: 'Top Members' }).getByRole('link', { name: LONG_NAME })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.route('**/api/front/leaderboard', (route) =>
      route.fulfill({ json: { stats: { top_developers: [long, many, one] } } }),
    );
    await page.goto('/leaderboard');
    const points = page.getByRole('columnheader', { name: 'Points' });
    await expect(points).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page);
  });

  test("a profile's name, bio link and long project names never overflow or overlap", async ({ page }) => {
    const projects = [1, 2].map((id) => ({
      id,
      project_id: id,
      project_name: id === 1 ? `Project${'y'.repeat(50)}` : 'A Project With Quite A Long Descriptive Name',
      course_title: 'Full-Stack Web Development',
      points_value: 1000 + id,
      url: 'https://example.com',
      created_at: '2025-01-01T00:00:00.000Z',
      course_id: 1,
    }));
    await page.route('**/api/users/user/3', (route) =>
      route.fulfill({
        json: {
          user: {
            ...long,
            bio: `My portfolio lives at ${LONG_URL} and more.`,
            telegram_username: null,
            facebook: null,
            twitter: null,
            linkedin: null,
            youtube: null,
            rank: 5,
            courses: [],
            projects,
            skills: [],
            achievements: [],
          },
          achievements: [],
        },
      }),
    );
    await page.goto('/user/3');
    await expect(page.getByRole('heading', { name: LONG_NAME, level: 1 })).toBeVisible();
    await expect(page.getByText(LONG_URL, { exact: false })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // In the Projects card each chip sits beside its text, never over it.
    const rows = page.getByRole('region', { name: 'Projects' }).getByRole('listitem');
    for (const row of await rows.all()) {
      const text = (await row.locator('.MuiListItemText-root').boundingBox())!;
      const chip = (await row.locator('.MuiChip-root').boundingBox())!;
      expect(text.x + text.width).toBeLessThanOrEqual(chip.x);
    }
    await expect(rows.first().getByText('1,001 Points', { exact: true })).toBeVisible();
  });
});
