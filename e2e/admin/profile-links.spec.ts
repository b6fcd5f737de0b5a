/** GitHub and website in the admin's user form (issue 25 item 5): the forms' rule and messages, the links kept. */
import { expect } from '@playwright/test';
import { SOCIAL_LINKS } from '../../contracts/form-messages';
import { adminLogin } from '../support/admin-api';
import { dialog, openAdminPage, openDashboard, unique } from '../support/admin';
import { test } from '../support/signed-in';
import { expectAccessible } from '../support/screens';

test('the user form refuses a GitHub repository and a javascript: website, then saves them as links', async ({
  page,
  request,
}) => {
  const name = unique('Links');
  await openDashboard(page);
  await openAdminPage(page, 'Users', 'Users Manage');
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = dialog(page, 'Add User');
  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByLabel('Email', { exact: true }).fill(`${name.replace(/\W+/g, '.').toLowerCase()}@e2e.test`);
  await add.getByLabel('Password', { exact: true }).fill('secret123');
  await add.getByLabel('GitHub', { exact: true }).fill('github.com/mona/academy');
  await add.getByLabel('Website', { exact: true }).fill('javascript:alert(1)');
  await add.getByLabel('Website', { exact: true }).blur();
  // The form is checked as it is typed: Save stays disabled until it is valid.
  await expect(add.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(add.getByLabel('GitHub', { exact: true })).toHaveAccessibleDescription(SOCIAL_LINKS.github);
  await expect(add.getByLabel('Website', { exact: true })).toHaveAccessibleDescription(SOCIAL_LINKS.website);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/issue25/admin-user-links.png' });

  await add.getByLabel('GitHub', { exact: true }).fill('@mona-adel');
  await add.getByLabel('Website', { exact: true }).fill('mona.dev');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  const api = await adminLogin(request);
  const { users } = await api.get<{ users: { name: string; github: string; website: string }[] }>(
    `/api/admin/users?search=${encodeURIComponent(name)}`,
  );
  expect(users.map(({ github, website }) => ({ github, website }))).toEqual([
    { github: 'https://github.com/mona-adel', website: 'https://mona.dev' },
  ]);
});
