/** Loading and failed loads (spec sections 4 and 8): spinner, empty data without a message, fallback toasts. */
import { expect, test } from '@playwright/test';

test.describe('leaderboard states', () => {
  test('shows a spinner while loading', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/front/leaderboard', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/leaderboard');
    await expect(page.getByRole('progressbar', { name: 'Loading leaderboard' })).toBeVisible();
    release();
    await expect(page.getByRole('table', { name: 'Leaderboard' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('a failed load shows No Users Found and no message', async ({ page }) => {
    await page.route('**/api/front/leaderboard', (route) => route.fulfill({ status: 500, json: { message: 'Boom' } }));
    await page.goto('/leaderboard');
    await expect(page.getByText('No Users Found')).toBeVisible();
    await expect(page.getByText('Boom')).toHaveCount(0);
  });

  test('a response without stats.top_developers counts as a failure', async ({ page }) => {
    await page.route('**/api/front/leaderboard', (route) => route.fulfill({ status: 200, json: { users: [] } }));
    await page.goto('/leaderboard');
    await expect(page.getByText('No Users Found')).toBeVisible();
  });
});

test.describe('stats states', () => {
  test('a failed or missing load resets the figures to 0 and shows no top list', async ({ page }) => {
    await page.route('**/api/front/stats', (route) => route.fulfill({ status: 200, json: {} }));
    await page.goto('/stats');
    await expect(page.getByRole('heading', { name: 'Academy Statistics' })).toBeVisible();
    for (const label of ['Developers', 'Learning Courses', 'Projects Completed', 'Total Points Earned']) {
      await expect(page.getByRole('heading', { name: label, exact: true, level: 2 }).locator('xpath=..')).toContainText('0');
    }
    await expect(page.getByText('#1', { exact: true })).toHaveCount(0);
  });
});

test.describe('fallback messages', () => {
  const cases = [
    { path: '/courses', api: '**/api/front/courses', message: 'Failed to Load Courses' },
    { path: '/projects', api: '**/api/front/projects', message: 'Failed To Load Projects' },
    { path: '/achievements', api: '**/api/front/achievements', message: 'Failed To Load Achievements' },
    { path: '/users', api: '**/api/front/users', message: 'Failed to Fetch Users' },
    { path: '/course/1', api: '**/api/users/course/1', message: 'Failed to Load Course Data' },
    { path: '/project/1', api: '**/api/users/project/1', message: 'Failed to Load Project Details' },
  ];
  for (const { path, api, message } of cases) {
    test(`${path} toasts '${message}' when its load fails`, async ({ page }) => {
      await page.route(api, (route) => route.fulfill({ status: 500, json: {} }));
      await page.goto(path);
      await expect(page.getByText(message)).toBeVisible();
    });
  }
});
