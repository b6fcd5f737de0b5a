/**
 * Admin tables keep their page, size, sort and search across add, edit and delete, in the address
 * (reload and Back restore them); 'User Projects' loads by user id, so its `projects` query may be
 * missing, broken or left out when it would make the address too long.
 */
import { expect, type Page } from '@playwright/test';
import { adminLogin } from '../support/admin-api';
import { dialog, openAdminPage, openDashboard, row, toast } from '../support/admin';
import { test } from '../support/signed-in';

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test.describe('admin table state', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.beforeEach(async ({ page }) => openDashboard(page));

  test('a table stays on its page and sort after an edit and a delete, in the address and on reload', async ({
    page,
    request,
  }) => {
    const api = await adminLogin(request);
    const tag = `keep${Date.now().toString(36)}`;
    for (let n = 1; n <= 12; n++) await api.addSkill(`${tag} ${String(n).padStart(2, '0')}`);

    await openAdminPage(page, 'Skills', 'Skills Manage');
    // Newest first (ID descending), then the second page.
    await page.getByRole('columnheader', { name: 'ID' }).getByRole('button').first().click();
    await expect(page).toHaveURL(/[?&]sort=id&dir=desc/);
    await page.getByRole('button', { name: /next page/i }).click();
    await expect(page.getByText(/^11-20 of \d+/)).toBeVisible();
    expect(query(page)).toMatchObject({ page: '2', sort: 'id', dir: 'desc' });
    const first = page.getByRole('row').nth(1);
    const name = await first.getByRole('cell').nth(1).innerText();

    await first.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Skill');
    await edit.getByLabel('Name', { exact: true }).fill(`${name} edited`);
    await edit.getByRole('button', { name: /^update$/i }).click();
    await expect(toast(page, 'Skill Updated Successfully')).toBeVisible();
    await expect(row(page, `${name} edited`)).toBeVisible();
    await expect(page.getByText(/^11-20 of \d+/)).toBeVisible();
    expect(query(page)).toMatchObject({ page: '2', sort: 'id', dir: 'desc' });

    await page.reload();
    await expect(row(page, `${name} edited`)).toBeVisible();
    await expect(page.getByText(/^11-20 of \d+/)).toBeVisible();

    // Deleting a row of page 2 keeps page 2.
    const deletable = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Delete', disabled: false }) });
    const gone = await deletable.first().getByRole('cell').nth(1).innerText();
    await deletable.first().getByRole('button', { name: 'Delete' }).click();
    await dialog(page, 'Confirm Deletion')
      .getByRole('button', { name: /^delete$/i })
      .click();
    await expect(toast(page, 'Skill Deleted Successfully')).toBeVisible();
    await expect(row(page, gone)).toHaveCount(0);
    await expect(page.getByText(/^11-20 of \d+/)).toBeVisible();
    expect(query(page)).toMatchObject({ page: '2', sort: 'id', dir: 'desc' });
    await page.screenshot({ path: '/tmp/table-state-skills.png' });
  });

  test('page size in the address; an address beyond the last page shows the last one', async ({ page }) => {
    await page.goto('/admin/projects?size=25');
    await expect(page.getByRole('row')).toHaveCount(26);
    await expect(page.getByText(/^1-25 of \d+/)).toBeVisible();
    await page.goto('/admin/courses?page=99');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('row').nth(1).getByRole('cell').first()).not.toHaveText(/No courses found/i);
  });

  test('the Users search and page survive User Projects, its Back button and the browser Back', async ({ page, request }) => {
    const api = await adminLogin(request);
    const tag = `back${Date.now().toString(36)}`;
    for (let n = 1; n <= 12; n++) await api.addStudent(`${tag} ${n}`);

    await openAdminPage(page, 'Users', 'Users Manage');
    const search = page.getByLabel('Search by Name or Email', { exact: true });
    await search.fill(`${tag}.`);
    await expect(page.getByText(/^1-10 of 12/)).toBeVisible();
    await page.getByRole('button', { name: /next page/i }).click();
    await expect(page.getByText(/^11-12 of 12/)).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(3);
    expect(query(page)).toMatchObject({ q: `${tag}.`, page: '2' });
    await page.screenshot({ path: '/tmp/table-state-users.png' });

    const openProjects = async () => {
      await page
        .getByRole('row')
        .nth(1)
        .getByRole('button', { name: /^Actions for / })
        .click();
      await page.getByRole('menuitem', { name: 'Projects', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'User Projects' })).toBeVisible();
    };
    const expectSearchKept = async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Users Manage' })).toBeVisible();
      await expect(search).toHaveValue(`${tag}.`);
      await expect(page.getByText(/^11-12 of 12/)).toBeVisible();
      await expect(page.getByRole('row')).toHaveCount(3);
    };

    await openProjects();
    await page.getByRole('link', { name: 'Back' }).click();
    await expectSearchKept();
    expect(query(page)).toMatchObject({ q: `${tag}.`, page: '2' });

    await openProjects();
    await page.goBack();
    await expectSearchKept();

    await page.reload();
    await expectSearchKept();
  });

  test('User Projects works without the projects query and with a broken one', async ({ page, request }) => {
    const api = await adminLogin(request);
    const student = await api.addStudent(`Bare ${Date.now().toString(36)}`);
    const [course] = await api.courses();
    await api.enroll(student.id, course.id);
    const { available_projects: available } = await api.get<{ available_projects: { name: string }[] }>(
      `/api/admin/users/${student.id}/projects`,
    );
    expect(available.length).toBeGreaterThan(0);

    for (const suffix of ['', '?projects=not-base64!!', `?projects=${btoa('{"x":1}')}`, '?projects=W3siaWQiOjF9XQ==']) {
      await page.goto(`/admin/user/${student.id}/projects${suffix}`);
      await expect(page.getByRole('main').getByText(student.email)).toBeVisible();
      const add = page.getByRole('button', { name: 'Add Project' });
      await expect(add).toBeEnabled();
      await add.click();
      await dialog(page, 'Add Project').getByRole('combobox', { name: 'Project' }).click();
      await expect(page.getByRole('option')).toHaveCount(available.length);
      await page.keyboard.press('Escape');
    }
  });

  test('the User Projects link of a user in every course stays under 2,000 characters', async ({ page, request }) => {
    const api = await adminLogin(request);
    const student = await api.addStudent(`Many ${Date.now().toString(36)}`);
    for (const course of await api.courses()) await api.enroll(student.id, course.id);
    const { available_projects: available } = await api.get<{ available_projects: { name: string }[] }>(
      `/api/admin/users/${student.id}/projects`,
    );

    await openAdminPage(page, 'Users', 'Users Manage');
    await page.getByLabel('Search by Name or Email', { exact: true }).fill(student.email);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: `Actions for ${student.email}` }).click();
    await page.getByRole('menuitem', { name: 'Projects', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Projects' })).toBeVisible();
    expect(page.url().length).toBeLessThanOrEqual(2000);

    await page.getByRole('button', { name: 'Add Project' }).click();
    await dialog(page, 'Add Project').getByRole('combobox', { name: 'Project' }).click();
    await expect(page.getByRole('option')).toHaveCount(available.length);
  });
});
