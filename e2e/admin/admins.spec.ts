import { expect } from '@playwright/test';
import { ADMINS } from '../../contracts/staff-messages';
import { E2E_ADMIN } from '../support/accounts';
import { dialog, openAdminPage, openDashboard, row, toast, touchEmpty, unique } from '../support/admin';
import { test } from '../support/signed-in';

test.describe('admins manage', () => {
  test.beforeEach(async ({ page }) => {
    await openDashboard(page);
    await openAdminPage(page, 'Admins', 'Admins Manage');
  });

  test('table columns, sortable ID and Name, and no delete for the super admin', async ({ page }) => {
    const headers = page.getByRole('columnheader');
    await expect(headers).toHaveText(['ID', 'Name', 'Email', 'Actions'].map((text) => new RegExp(text)));
    await expect(page.getByRole('columnheader', { name: /ID/ }).getByRole('button', { name: /sort/i })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Name/ }).getByRole('button', { name: /sort/i })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Email/ }).getByRole('button', { name: /sort/i })).toHaveCount(0);
    const superRow = row(page, E2E_ADMIN.email);
    await expect(superRow.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(superRow.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('add dialog: rules, Save disabled until valid, Cancel closes', async ({ page }) => {
    await page.getByRole('button', { name: /add admin/i }).click();
    const form = dialog(page, 'Add Admin');
    await expect(form).toBeVisible();
    expect((await form.locator('.MuiDialog-paper').or(form).first().boundingBox())?.width).toBeLessThanOrEqual(500);
    const save = form.getByRole('button', { name: /^save$/i });
    await expect(save).toBeDisabled();
    await touchEmpty(form.getByLabel('Name', { exact: true }));
    await expect(form.getByText('This Field is Required')).toBeVisible();
    await form.getByLabel('Email', { exact: true }).fill('nope');
    await form.getByLabel('Email', { exact: true }).blur();
    await expect(form.getByText('E-Mail Must Be Valid')).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill('123');
    await form.getByLabel('Password', { exact: true }).blur();
    await expect(form.getByText('Password Must Be At Least 6 Characters')).toBeVisible();
    await expect(save).toBeDisabled();
    await form.getByRole('button', { name: /cancel/i }).click();
    await expect(form).toBeHidden();
  });

  test('add, edit (blank password kept) and delete with the confirmation', async ({ page }) => {
    const name = unique('Helper Admin');
    const email = `helper-${Date.now()}@academy.test`;
    await page.getByRole('button', { name: /add admin/i }).click();
    const add = dialog(page, 'Add Admin');
    await add.getByLabel('Name', { exact: true }).fill(name);
    await add.getByLabel('Email', { exact: true }).fill(email);
    await add.getByLabel('Password', { exact: true }).fill('secret123');
    await add.getByRole('button', { name: /^save$/i }).click();
    await expect(add).toBeHidden();
    await expect(toast(page, 'Admin Added Successfully')).toBeVisible();
    await expect(row(page, email)).toContainText(name);

    await row(page, email).getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Admin');
    await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(edit.getByLabel('Password', { exact: true })).toHaveValue('');
    const update = edit.getByRole('button', { name: /^update$/i });
    await expect(update).toBeEnabled();
    await edit.getByLabel('Name', { exact: true }).fill(`${name} Edited`);
    await update.click();
    await expect(edit).toBeHidden();
    await expect(toast(page, 'Admin Updated Successfully')).toBeVisible();
    await expect(row(page, email)).toContainText(`${name} Edited`);

    await row(page, email).getByRole('button', { name: 'Delete' }).click();
    const confirm = dialog(page, 'Confirm Deletion');
    await expect(confirm).toContainText('Are you sure you want to delete this Admin ?');
    await confirm.getByRole('button', { name: /cancel/i }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, email)).toBeVisible();
    await row(page, email).getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: /^delete$/i }).click();
    await expect(toast(page, 'Admin Deleted Successfully')).toBeVisible();
    await expect(row(page, email)).toHaveCount(0);
  });

  // It passed on the sign-in toast before (any snackbar would do) and failed when that one had gone.
  test('a duplicate e-mail shows the server message under the Email field', async ({ page }) => {
    await page.getByRole('button', { name: /add admin/i }).click();
    const add = dialog(page, 'Add Admin');
    await add.getByLabel('Name', { exact: true }).fill('Copy');
    await add.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
    await add.getByLabel('Password', { exact: true }).fill('secret123');
    await add.getByRole('button', { name: /^save$/i }).click();
    const email = add.getByLabel('Email', { exact: true });
    await expect(email).toHaveAccessibleDescription(ADMINS.emailTaken);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(add).toBeVisible();
    await expect(toast(page, ADMINS.emailTaken)).toHaveCount(0);
  });

  test('a failed list load toasts the fallback', async ({ page }) => {
    await page.route('**/api/admin/admins', (route) => route.fulfill({ status: 500, body: 'oops' }));
    await page.reload();
    await expect(toast(page, 'Failed to Fetch Admins')).toBeVisible();
  });
});
