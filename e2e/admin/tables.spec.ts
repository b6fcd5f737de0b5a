/**
 * Tables and navigation details on a desktop (1366): opaque pinned Actions, long URLs that wrap,
 * disabled deletes that say why from the keyboard, the drawer's focus ring, 'User Projects' edges.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { adminLogin } from '../support/admin-api';
import { E2E_ADMIN } from '../support/accounts';
import { loginAsAdmin, openAdminPage, openDashboard, row, showAllRows } from '../support/admin';
import { signedOut, test } from '../support/signed-in';

const LONG_URL = `https://github.com/someone-with-a-long-name/${'a-very-long-repository-name-'.repeat(4)}final/tree/main/src`;

/** Tabs until the element has the focus (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('what a plain admin may not do, said from the keyboard', () => {
  test.use({ viewport: { width: 1366, height: 900 }, storageState: signedOut });

  test("Edit on a super admin's row and Delete on one's own row are disabled with the reason", async ({ page, request }) => {
    const api = await adminLogin(request);
    const plain = { name: 'Plain Admin', email: `plain.${Date.now().toString(36)}@e2e.test`, password: 'plain123' };
    await api.post('/api/admin/admin/add', { ...plain, is_super: false });
    await loginAsAdmin(page, plain);
    await openAdminPage(page, 'Admins', 'Admins Manage');
    await showAllRows(page);

    const superRow = row(page, E2E_ADMIN.email);
    const editReason = superRow.getByRole('group', { name: 'Edit unavailable: Only A Super Admin Can Edit A Super Admin' });
    await expect(editReason.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await tabTo(page, editReason, 80);
    await expect(page.getByRole('tooltip', { name: 'Only A Super Admin Can Edit A Super Admin' })).toBeVisible();

    const ownRow = row(page, plain.email);
    await expect(ownRow.getByRole('button', { name: 'Edit' })).toBeEnabled();
    const deleteReason = ownRow.getByRole('group', { name: 'Delete unavailable: You Cannot Delete Your Own Account' });
    await expect(deleteReason.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await tabTo(page, deleteReason, 200);
    await expect(page.getByRole('tooltip', { name: 'You Cannot Delete Your Own Account' })).toBeVisible();
  });
});

test.describe('admin tables and navigation', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.beforeEach(async ({ page }) => openDashboard(page));

  test('drawer links show a clear keyboard focus ring, open and as a rail', async ({ page }) => {
    const navigation = page.getByRole('navigation', { name: 'Admin navigation' });
    const admins = navigation.getByRole('link', { name: 'Admins' });
    await tabTo(page, admins);
    const ring = () => admins.evaluate((element) => getComputedStyle(element).outline);
    expect(await ring()).toMatch(/rgb\(255, 179, 0\) solid 2px/);

    await page.getByRole('button', { name: 'Toggle drawer' }).click();
    await expect.poll(async () => (await page.locator('.MuiDrawer-paper').boundingBox())?.width).toBe(56);
    await tabTo(page, admins);
    expect(await ring()).toMatch(/rgb\(255, 179, 0\) solid 2px/);
  });

  test('the pinned Actions cells are opaque', async ({ page }) => {
    await openAdminPage(page, 'Achievements', 'Achievements Manage');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    for (const cell of [page.locator('th[data-pinned="true"]').first(), page.locator('td[data-pinned="true"]').first()]) {
      const style = await cell.evaluate((element) => ({
        opacity: getComputedStyle(element).opacity,
        background: getComputedStyle(element, '::before').backgroundColor,
      }));
      expect(style).toEqual({ opacity: '1', background: 'rgb(255, 255, 255)' });
    }
  });

  test('a disabled delete says why to keyboard users', async ({ page }) => {
    await openAdminPage(page, 'Achievements', 'Achievements Manage');
    const reason = page.getByRole('group', { name: 'Delete unavailable: Users have earned this achievement' }).first();
    await expect(reason.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await tabTo(page, reason, 80);
    await expect(page.getByRole('tooltip', { name: 'Users have earned this achievement' })).toBeVisible();
  });

  test('user projects: long URLs are shortened on one line inside the table, Users stays highlighted', async ({
    page,
    request,
  }) => {
    const api = await adminLogin(request);
    const student = await api.addStudentWithSubmission(`Long Links ${Date.now().toString(36)}`, LONG_URL);

    await page.goto(`/admin/user/${student.id}/projects`);
    // Issue 44: one line with an ellipsis, the whole URL as the link and its title.
    const link = page.locator(`a[href="${LONG_URL}"]`);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('title', LONG_URL);
    expect(await link.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(30);
    const fit = await page.locator('.MuiTableContainer-root').evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(fit).toBeLessThanOrEqual(0);
    const added = await page.getByRole('columnheader', { name: 'Added' }).boundingBox();
    const actions = await page.getByRole('columnheader', { name: 'Actions' }).boundingBox();
    expect((added?.x ?? 0) + (added?.width ?? 0)).toBeLessThanOrEqual(actions?.x ?? 0);
    await expect(page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Users' })).toHaveClass(
      /active/,
    );
    await expect(page.getByRole('button', { name: 'Add Project' })).toBeEnabled();
  });

  test('user projects of a user that does not exist: no Add Project, the reason shows', async ({ page }) => {
    await page.goto('/admin/user/99999/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'User Projects' })).toBeVisible();
    await expect(page.getByRole('main').getByText('User Not Found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Project' })).toBeDisabled();
    await expect(page.getByText('No projects found')).toBeVisible();
  });
});
