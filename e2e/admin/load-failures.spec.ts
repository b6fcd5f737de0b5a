/**
 * A list that fails to load (issue 13): every admin table shows the error state with Try Again,
 * never its empty text ('No users found'), and Try Again loads the rows once the server answers.
 */
import { expect, type Page } from '@playwright/test';
import { adminLogin } from '../support/admin-api';
import { test } from '../support/signed-in';

const LISTS = [
  { name: 'Admins', path: '/admin/admins', api: '**/api/admin/admins', empty: 'No admins found' },
  { name: 'Users', path: '/admin/users', api: '**/api/admin/users?*', empty: 'No users found' },
  { name: 'Courses', path: '/admin/courses', api: '**/api/admin/courses', empty: 'No courses found' },
  { name: 'Projects', path: '/admin/projects', api: '**/api/admin/projects', empty: 'No projects found' },
  { name: 'Achievements', path: '/admin/achievements', api: '**/api/admin/achievements', empty: 'No achievements found' },
  { name: 'Skills', path: '/admin/skills', api: '**/api/admin/skills', empty: 'No skills found' },
] as const;

async function expectErrorThenRetry(page: Page, api: string, empty: string) {
  const failure = page.getByRole('status').filter({ hasText: 'This Could Not Be Loaded' });
  await expect(failure).toBeVisible();
  await expect(page.getByText(empty, { exact: true })).toHaveCount(0);
  await page.unroute(api);
  await failure.getByRole('button', { name: /try again/i }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByRole('row').nth(1).getByRole('cell').first()).toBeVisible();
  await expect(page.getByText(empty, { exact: true })).toHaveCount(0);
}

test.describe('admin lists that fail to load', () => {
  for (const list of LISTS) {
    test(`${list.name}: an error state with Try Again, not the empty text`, async ({ page }) => {
      await page.route(list.api, (route) =>
        route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { message: 'Boom' } }) : route.fallback(),
      );
      await page.goto(list.path);
      await expectErrorThenRetry(page, list.api, list.empty);
    });
  }

  test('User Projects: an error state with Try Again, not the empty text', async ({ page, request }) => {
    const api = await adminLogin(request);
    const student = await api.addStudentWithSubmission(`Failing Load ${Date.now().toString(36)}`, 'https://github.com/a/b');
    const path = `**/api/admin/users/${student.id}/projects`;
    await page.route(path, (route) => route.fulfill({ status: 500, json: { message: 'Boom' } }));
    await page.goto(`/admin/user/${student.id}/projects`);
    await expectErrorThenRetry(page, path, 'No projects found');
  });
});
