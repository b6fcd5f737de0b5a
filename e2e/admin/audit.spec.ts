/** The audit trail: an admin's edit shows in the Audit Log with its fields before -> after; the top bar names the admin. */
import { expect } from '@playwright/test';
import { dialog, openAdminPage, openDashboard, row, toast, unique } from '../support/admin';
import { test } from '../support/signed-in';
import { adminLogin } from '../support/admin-api';

test('an edited course shows in the Audit Log with its change; the top bar names the admin', async ({ page, request }) => {
  const api = await adminLogin(request);
  const { admin } = await api.get<{ admin: { name: string } }>('/api/admin/me');
  const title = unique('Audit Course');
  await api.addCourse(title);

  await openDashboard(page);
  await expect(page.getByRole('banner').getByTestId('signed-in-admin')).toHaveText(new RegExp(admin.name));

  await openAdminPage(page, 'Courses', 'Courses Manage');
  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  await row(page, title).getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit Course');
  await edit.getByLabel('Link', { exact: true }).fill('https://academy.example.com/audited');
  await edit.getByRole('button', { name: /^update$/i }).click();
  await expect(toast(page, 'Course Updated Successfully')).toBeVisible();

  await openAdminPage(page, 'Audit Log', 'Audit Log');
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  await expect(page).toHaveURL(/q=Audit/);
  const line = row(page, `Edited course ${title}`);
  await expect(line).toBeVisible();
  await expect(line).toContainText(admin.name);
  await expect(page.getByRole('cell', { name: `Added course ${title}`, exact: true })).toBeVisible();

  await page.screenshot({ path: '/tmp/audit-list.png' });
  await line.getByRole('button', { name: /view changes/i }).click();
  const details = dialog(page, `Edited course ${title}`);
  await expect(details).toContainText(`By ${admin.name}`);
  const changes = details.getByRole('table', { name: 'Changed fields' });
  // Only the field that changed: the link, from the one the course had to the new one.
  await expect(changes.getByRole('row')).toHaveCount(2);
  const link = changes.getByRole('row', { name: /^Link/ });
  await expect(link.getByRole('cell').first()).toHaveText('—');
  await expect(link.getByRole('cell').last()).toHaveText('https://academy.example.com/audited');
  await page.screenshot({ path: '/tmp/audit.png' });
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // Filtering by an action that this line is not leaves it out.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('cell', { name: `Added course ${title}`, exact: true })).toBeVisible();
  await expect(row(page, `Edited course ${title}`)).toHaveCount(0);
});
