/** The users screen: its row menu from the keyboard, the choices it disables, search and dialogs. */
import { expect, type Page } from '@playwright/test';
import { adminLogin } from '../support/admin-api';
import { USERS } from '../../contracts/staff-messages';
import { dialog, openAdminPage, openDashboard, row, toast } from '../support/admin';
import { test } from '../support/signed-in';

async function search(page: Page, term: string, rows: number) {
  await page.getByLabel('Search by Name or Email', { exact: true }).fill(term);
  await expect(page.getByRole('row')).toHaveCount(rows);
}

test.describe('users manage', () => {
  test.beforeEach(async ({ page }) => {
    await openDashboard(page);
    await openAdminPage(page, 'Users', 'Users Manage');
  });

  test('the row menu works from the keyboard; Tab goes from one row button to the next', async ({ page, request }) => {
    const api = await adminLogin(request);
    const tag = `kbd${Date.now().toString(36)}`;
    const first = await api.addStudent(`${tag} One`);
    const second = await api.addStudent(`${tag} Two`);
    await search(page, `${tag}.`, 3);
    await expect(page.locator('th[tabindex], td[tabindex]')).toHaveCount(0);

    const newest = page.getByRole('button', { name: `Actions for ${second.email}` });
    const older = page.getByRole('button', { name: `Actions for ${first.email}` });
    // Reopened at once, while the last one is still closing, the menu starts again at its first item.
    await newest.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Enroll', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    // Tab goes on through the next row's own controls (its name's link to the student's page, a
    // selection box), never a cell, to its menu button; Shift+Tab comes back the same way.
    const olderRow = page.getByRole('row').filter({ has: older });
    const isFocused = (button: typeof older) => button.evaluate((element) => element === document.activeElement);
    await newest.focus();
    for (let step = 0; step < 4 && !(await isFocused(older)); step++) {
      await page.keyboard.press('Tab');
      await expect(olderRow.locator(':focus')).toHaveCount(1);
    }
    await expect(older).toBeFocused();
    for (let step = 0; step < 4 && !(await isFocused(newest)); step++) await page.keyboard.press('Shift+Tab');
    await expect(newest).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Enroll', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    const enroll = dialog(page, `Enroll ${second.name}`);
    await expect(enroll).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(enroll).toBeHidden();
    await expect(newest).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = dialog(page, 'Confirm Deletion');
    await expect(confirm).toHaveAccessibleName('Confirm Deletion');
    await expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this User ?');
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(confirm).toBeHidden();
  });

  test('enroll, unenroll and give achievement are disabled when they have nothing to offer', async ({ page, request }) => {
    const api = await adminLogin(request);
    const student = await api.addStudent(`Complete ${Date.now().toString(36)}`);
    const actions = page.getByRole('button', { name: `Actions for ${student.email}` });
    const item = (name: string) => page.getByRole('menuitem', { name, exact: true });

    await search(page, student.email, 2);
    await actions.click();
    await expect(item('Enroll')).toBeEnabled();
    await expect(item('Unenroll')).toBeDisabled();
    await expect(item('Give Achievement')).toBeEnabled();
    await page.keyboard.press('Escape');

    for (const course of await api.courses()) await api.enroll(student.id, course.id);
    const { achievements } = await api.get<{ achievements: { id: number; manual: 0 | 1 }[] }>('/api/admin/achievements');
    for (const achievement of achievements.filter((candidate) => candidate.manual)) {
      await api.post(`/api/admin/users/${student.id}/achievements`, { achievement_id: achievement.id });
    }
    await page.reload();
    await search(page, student.email, 2);
    await actions.click();
    await expect(item('Enroll')).toBeDisabled();
    await expect(item('Unenroll')).toBeEnabled();
    await expect(item('Give Achievement')).toBeDisabled();
    await expect(item('Edit')).toBeEnabled();
    await page.keyboard.press('Escape');
  });

  test("the row menu's dialogs open with their first field focused, not the dialog (issue 20 item 10)", async ({
    page,
    request,
  }) => {
    const api = await adminLogin(request);
    const student = await api.addStudent(`Focus ${Date.now().toString(36)}`);
    const [course] = await api.courses();
    await api.enroll(student.id, course.id);
    await search(page, student.email, 2);
    const actions = page.getByRole('button', { name: `Actions for ${student.email}` });
    for (const [action, field] of [
      ['Enroll', 'Course'],
      ['Unenroll', 'Course'],
      ['Give Achievement', 'Achievement'],
    ] as const) {
      await actions.click();
      await page.getByRole('menuitem', { name: action, exact: true }).click();
      const opened = page.getByRole('dialog');
      await expect(opened.getByRole('combobox', { name: field }), action).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(opened).toBeHidden();
    }
    // The Projects screen's Add Project too: its first field is the course.
    await openAdminPage(page, 'Projects', 'Projects Manage');
    await page.getByRole('button', { name: 'Add Project' }).click();
    await expect(dialog(page, 'Add Project').getByRole('combobox', { name: 'Course' })).toBeFocused();
  });

  test('a search without a match says so', async ({ page }) => {
    await page.getByLabel('Search by Name or Email', { exact: true }).fill('nobody-at-all@nowhere.test');
    await expect(page.getByText('No users found', { exact: true })).toBeVisible();
    await expect(page.getByText('No records to display')).toHaveCount(0);
  });

  test('editing a user without a title shows None', async ({ page, request }) => {
    const api = await adminLogin(request);
    const student = await api.addStudent(`Untitled ${Date.now().toString(36)}`);
    await search(page, student.email, 2);
    await row(page, student.email)
      .getByRole('button', { name: /actions for/i })
      .click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const edit = dialog(page, 'Edit User');
    await expect(edit.getByRole('combobox', { name: 'Title' })).toHaveText('None');
    const label = edit.locator('.MuiInputLabel-root', { hasText: /^Title$/ });
    await expect(label).toHaveAttribute('data-shrink', 'true');
  });

  test('a taken e-mail shows the server message under the Email field, not as a toast', async ({ page, request }) => {
    const api = await adminLogin(request);
    const existing = await api.addStudent(`Taken ${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'Add User' }).click();
    const add = dialog(page, 'Add User');
    await add.getByLabel('Name', { exact: true }).fill('Second Holder');
    await add.getByLabel('Email', { exact: true }).fill(existing.email);
    await add.getByLabel('Password', { exact: true }).fill('secret123');
    await add.getByRole('button', { name: 'Save' }).click();
    const email = add.getByLabel('Email', { exact: true });
    await expect(email).toHaveAccessibleDescription(USERS.emailTaken);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(add).toBeVisible();
    await expect(toast(page, USERS.emailTaken)).toHaveCount(0);
  });
});
