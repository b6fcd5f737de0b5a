/**
 * Loading and failed loads (docs/product.md#flows, #failures): spinner, empty data without a message for the
 * leaderboard and stats, fallback toasts, and elsewhere an error state (with Try Again) that never
 * reads as an empty list.
 */
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
  test('shows placeholders, not 0s, while loading', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/front/stats', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/stats');
    await expect(page.getByRole('progressbar', { name: 'Loading statistics' })).toBeVisible();
    for (const label of ['Developers', 'Learning Courses', 'Projects Completed', 'Total Points Earned']) {
      await expect(page.getByRole('heading', { name: label, exact: true, level: 2 }).locator('xpath=..')).not.toContainText('0');
    }
    release();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('#1', { exact: true })).toBeVisible();
  });

  test('a failed or missing load resets the figures to 0 and shows no top list', async ({ page }) => {
    await page.route('**/api/front/stats', (route) => route.fulfill({ status: 200, json: {} }));
    await page.goto('/stats');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
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

test.describe('a failed list is not an empty list', () => {
  const cases = [
    { path: '/users', api: '**/api/front/users', error: 'Developers Could Not Be Loaded', empty: 'No users found' },
    { path: '/courses', api: '**/api/front/courses', error: 'Courses Could Not Be Loaded', empty: 'No Courses Found' },
    { path: '/projects', api: '**/api/front/projects', error: 'Projects Could Not Be Loaded', empty: 'No Projects Added Yet' },
    {
      path: '/achievements',
      api: '**/api/front/achievements',
      error: 'Achievements Could Not Be Loaded',
      empty: 'No achievements found',
    },
  ];
  for (const { path, api, error, empty } of cases) {
    test(`${path} says it could not load, not '${empty}', and loads on Try Again`, async ({ page }) => {
      await page.route(api, (route) => route.fulfill({ status: 500, json: {} }));
      await page.goto(path);
      await expect(page.getByText(error)).toBeVisible();
      await expect(page.getByText(empty, { exact: true })).toHaveCount(0);
      await page.unroute(api);
      await page.getByRole('button', { name: /try again/i }).click();
      await expect(page.getByText(error)).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    });
  }

  test('a course or project that failed to load (not a 404) offers Try Again, not Not Found', async ({ page }) => {
    await page.route('**/api/users/course/1', (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto('/course/1');
    await expect(page.getByRole('heading', { name: 'This Course Could Not Be Loaded', level: 1 })).toBeVisible();
    await expect(page.getByText('Course Not Found')).toHaveCount(0);
    await page.unroute('**/api/users/course/1');
    await page.getByRole('button', { name: /try again/i }).click();
    await expect(page.getByRole('heading', { name: 'Enrolled Users', level: 2 })).toBeVisible();

    await page.route('**/api/users/project/1', (route) => route.abort('internetdisconnected'));
    await page.goto('/project/1');
    await expect(page.getByRole('heading', { name: 'This Project Could Not Be Loaded', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /back to projects/i })).toBeVisible();
  });

  test('the homepage says its lists could not load instead of showing them empty', async ({ page }) => {
    await page.route('**/api/front/stats', (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto('/courses');
    await page.getByRole('link', { name: 'Dev Academy home' }).click();
    await expect(page.getByText('The Latest Members And Projects Could Not Be Loaded')).toBeVisible();
    await expect(page.getByText('No users found')).toHaveCount(0);
    await page.unroute('**/api/front/stats');
    await page.getByRole('button', { name: /try again/i }).click();
    await expect(page.getByRole('region', { name: 'Top Members' })).toBeVisible();
  });
});
