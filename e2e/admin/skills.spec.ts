import { expect } from '@playwright/test';
import { dialog, openAdminPage, openDashboard, row, toast, unique } from '../support/admin';
import { test } from '../support/signed-in';

test('skills: add, rename, delete with the confirmation; page sizes', async ({ page }) => {
  const name = unique('Skill WebAssembly');
  await openDashboard(page);
  await openAdminPage(page, 'Skills', 'Skills Manage');

  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await expect(page.getByRole('option')).toHaveText(['10', '25', '50', '100', 'All']);
  await page.getByRole('option', { name: 'All' }).click();

  await page.getByRole('button', { name: /add skill/i }).click();
  const add = dialog(page, 'Add Skill');
  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByRole('button', { name: /^save$/i }).click();
  await expect(toast(page, 'Skill Added Successfully')).toBeVisible();
  await expect(row(page, name)).toBeVisible();

  await row(page, name).getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit Skill');
  await edit.getByLabel('Name', { exact: true }).fill(`${name} 2`);
  await edit.getByRole('button', { name: /^update$/i }).click();
  await expect(toast(page, 'Skill Updated Successfully')).toBeVisible();

  await row(page, `${name} 2`).getByRole('button', { name: 'Delete' }).click();
  const confirm = dialog(page, 'Confirm Deletion');
  await expect(confirm).toContainText('Are you sure you want to delete this Skill ?');
  expect((await page.locator('.MuiDialog-paper').boundingBox())?.width).toBe(400);
  await confirm.getByRole('button', { name: /^delete$/i }).click();
  await expect(toast(page, 'Skill Deleted Successfully')).toBeVisible();
  await expect(row(page, `${name} 2`)).toHaveCount(0);
});
