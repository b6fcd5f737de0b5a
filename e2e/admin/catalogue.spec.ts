/** Courses, projects and achievements: edits, the server's refusals, automatic rules; the users list. */
import { expect } from '@playwright/test';
import { choose, dialog, openAdminPage, openDashboard, row, showAllRows, toast, unique } from '../support/admin';
import { test } from '../support/signed-in';

test.describe('catalogue screens', () => {
  test.beforeEach(async ({ page }) => openDashboard(page));

  test('a course is edited in place; a project with submissions cannot be deleted', async ({ page }) => {
    await openAdminPage(page, 'Courses', 'Courses Manage');
    const first = page.getByRole('row').nth(1);
    // While the list loads the rows are skeletons with empty cells.
    await expect(first.getByRole('cell').nth(2)).not.toHaveText('');
    const title = await first.getByRole('cell').nth(2).innerText();
    await first.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Course');
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
    await edit.getByLabel('Link', { exact: true }).fill('https://academy.example.com/edited');
    await edit.getByRole('button', { name: /^update$/i }).click();
    await expect(toast(page, 'Course Updated Successfully')).toBeVisible();
    await expect(row(page, title).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      'https://academy.example.com/edited',
    );

    await openAdminPage(page, 'Projects', 'Projects Manage');
    const taken = page.getByRole('row').nth(1);
    await taken.getByRole('button', { name: 'Delete' }).click();
    const confirm = dialog(page, 'Confirm Deletion');
    await expect(confirm).toContainText('Are you sure you want to delete this Project ?');
    await confirm.getByRole('button', { name: /^delete$/i }).click();
    await expect(confirm.getByRole('alert')).toContainText('This Project Has Submissions: It Can Be Archived, Not Deleted');
    await expect(confirm.getByRole('button', { name: /^archive$/i })).toBeVisible();
    await confirm.getByRole('button', { name: /cancel/i }).click();

    await taken.getByRole('button', { name: 'Edit' }).click();
    const project = dialog(page, 'Edit Project');
    const points = project.getByLabel('Points', { exact: true });
    const value = await points.inputValue();
    await points.fill(String(Number(value) + 5));
    await project.getByRole('button', { name: /^update$/i }).click();
    await expect(toast(page, 'Project Updated Successfully')).toBeVisible();
    await expect(taken.getByRole('cell').nth(3)).toHaveText(String(Number(value) + 5));
  });

  test('an automatic achievement carries its rule; the type cannot change on edit', async ({ page }) => {
    const name = unique('Five Courses');
    await openAdminPage(page, 'Achievements', 'Achievements Manage');
    await page.getByRole('button', { name: /add achievement/i }).click();
    const add = dialog(page, 'Add Achievement');
    await add.getByLabel('Name', { exact: true }).fill(name);
    await add.getByLabel('Description', { exact: true }).fill('Enrolled in five courses.');
    await add.getByLabel('Points', { exact: true }).fill('30');
    await choose(add, 'Type', 'Automatic');
    await choose(add, 'Rule Metric', 'Courses Count');
    await add.getByLabel('Rule Threshold', { exact: true }).fill('5');
    await add.getByRole('button', { name: /^save$/i }).click();
    await expect(toast(page, 'Achievement Created Successfully')).toBeVisible();
    await showAllRows(page);
    await expect(row(page, name)).toContainText('Courses Count ≥ 5');

    await row(page, name).getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Achievement');
    await expect(edit.getByRole('combobox', { name: 'Type' })).toHaveAttribute('aria-disabled', 'true');
    await expect(edit.getByRole('combobox', { name: 'Type' })).toHaveText('Automatic');
    await edit.getByLabel('Rule Threshold', { exact: true }).fill('6');
    await edit.getByRole('button', { name: /^update$/i }).click();
    await expect(toast(page, 'Achievement Updated Successfully')).toBeVisible();
    await expect(row(page, name)).toContainText('Courses Count ≥ 6');

    await row(page, name).getByRole('button', { name: 'Delete' }).click();
    await dialog(page, 'Confirm Deletion')
      .getByRole('button', { name: /^delete$/i })
      .click();
    await expect(toast(page, 'Achievement Deleted Successfully')).toBeVisible();
  });

  // @alone: the second page follows the first only if no student is added between them (other tests add some).
  test('users: 10 per page, newest first, page sizes, paging', { tag: '@alone' }, async ({ page }) => {
    await openAdminPage(page, 'Users', 'Users Manage');
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(11);
    // The first cell of a row is its selection box (bulk actions), the second its id.
    const ids = await rows.locator('td:nth-child(2)').allInnerTexts();
    const numbers = ids.map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    await expect(page.getByText(/^1-10 of \d+/)).toBeVisible();
    await page.getByRole('button', { name: /next page/i }).click();
    await expect(page.getByText(/^11-20 of \d+/)).toBeVisible();
    // The label moves at once; the rows follow when the server's page arrives.
    await expect(rows.nth(1).locator('td').nth(1)).not.toHaveText(ids[0]);
    const second = Number(await rows.nth(1).locator('td').nth(1).innerText());
    expect(second).toBeLessThan(numbers[numbers.length - 1]);
    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await expect(page.getByRole('option')).toHaveText(['10', '25', '50', '100', 'All']);
    await page.getByRole('option', { name: '25', exact: true }).click();
    await expect(rows).toHaveCount(26);
  });
});
