/** Bulk actions of the Users table: tick users, enroll them with a price, see who was refused and why. */
import { expect, type Page } from '@playwright/test';
import { ENROLLMENTS } from '../../contracts/form-messages';
import { adminLogin } from '../support/admin-api';
import { choose, dialog, openAdminPage, openDashboard, row, toast, unique } from '../support/admin';
import { test } from '../support/signed-in';

async function search(page: Page, term: string, rows: number) {
  await page.getByLabel(/^Search by/).fill(term);
  await expect(page.getByRole('row')).toHaveCount(rows + 1);
}

const tick = (page: Page, email: string) => page.getByRole('checkbox', { name: `Select ${email}`, exact: true }).check();

test.describe('users bulk actions', () => {
  test('enroll 3 ticked users with a price, then a second try refuses the one already enrolled', async ({ page, request }) => {
    const api = await adminLogin(request);
    const tag = unique('bulk').replace(' ', '');
    const [a, b, c, d] = [
      await api.addStudent(`${tag} Ada`),
      await api.addStudent(`${tag} Ben`),
      await api.addStudent(`${tag} Cy`),
      await api.addStudent(`${tag} Di`),
    ];
    const course = await api.addCourse(unique('Bulk Course'));
    const achievement = await api.post<{ achievement: { name: string } }>('/api/admin/achievements', {
      name: unique('Cohort Star'),
      description: 'Given by hand (browser test)',
      points: 15,
      manual: 1,
    });

    await openDashboard(page);
    await openAdminPage(page, 'Users', 'Users Manage');
    await search(page, `${tag}.`, 4);
    for (const user of [a, b, c]) await tick(page, user.email);
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar.getByRole('status')).toHaveText('3 users selected');

    await bar.getByRole('button', { name: 'Enroll In Course' }).click();
    const form = dialog(page, 'Enroll 3 Users');
    await choose(form, 'Course', course.title);
    await form.getByLabel('Price (EGP)').fill('1200');
    await form.getByLabel('Got Discount').check();
    await page.screenshot({ path: '/tmp/bulk-toolbar.png' });
    // The job's answers are held back (not changed) until released, to see it run.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/admin\/jobs\/[^/]+$/, async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Enroll', exact: true }).click();

    // Its progress, in the dialog; hidden, it goes on above the table.
    const running = dialog(page, 'Enrolling Users…');
    await expect(running.getByRole('progressbar')).toBeVisible();
    await expect(running.getByRole('button', { name: 'Hide' })).toBeFocused();
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: '/tmp/bulk-job-progress.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/bulk-job-progress-phone.png' });
    await page.setViewportSize({ width: 1366, height: 900 });
    await running.getByRole('button', { name: 'Hide' }).click();
    const notice = page.getByRole('region', { name: 'Bulk action status' });
    await expect(notice.getByRole('progressbar')).toBeVisible();
    await page.screenshot({ path: '/tmp/bulk-job-notice.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/bulk-job-notice-phone.png' });
    if (viewport) await page.setViewportSize(viewport);
    release();
    await expect(toast(page, '3 Users Enrolled')).toBeVisible();
    await expect(notice).toContainText('3 Users Enrolled');
    await page.unroute(/\/api\/admin\/jobs\/[^/]+$/);
    await notice.getByRole('button', { name: 'View Result' }).click();

    const result = dialog(page, '3 Users Enrolled');
    await expect(result).toBeVisible();
    await expect(result).toContainText('Enrolled: 3 of 3 users.');
    await result.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toBeHidden();
    await expect(row(page, a.email)).toContainText('1');

    // Second try: C (already enrolled) and D.
    await bar.getByRole('button', { name: 'Clear Selection' }).click();
    await expect(bar).toBeHidden();
    await tick(page, c.email);
    await tick(page, d.email);
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Enroll In Course' }).click();
    const again = dialog(page, 'Enroll 2 Users');
    await choose(again, 'Course', course.title);
    await again.getByLabel('Price (EGP)').fill('900');
    await again.getByRole('button', { name: 'Enroll', exact: true }).click();
    const second = dialog(page, '1 User Enrolled, 1 Refused');
    await expect(second).toBeVisible();
    // Focus moved to the outcome's Close when the job ended.
    await expect(second.getByRole('button', { name: 'Close' })).toBeFocused();
    const reason = second.getByRole('region', { name: ENROLLMENTS.alreadyEnrolled });
    await expect(reason).toContainText(`${ENROLLMENTS.alreadyEnrolled} (1)`);
    await expect(reason).toContainText(c.name);
    await expect(reason).toContainText(c.email);
    await page.screenshot({ path: '/tmp/bulk-result.png' });
    await second.getByRole('button', { name: 'Close' }).click();

    // Every user matching the search (all pages), given a manual achievement.
    await page.getByRole('button', { name: 'Clear Selection' }).click();
    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await tick(page, a.email);
    await page.getByRole('button', { name: `Select all 4 users matching "${tag}."` }).click();
    await expect(page.getByRole('region', { name: 'Bulk actions' }).getByRole('status')).toHaveText(
      `All 4 users matching "${tag}." selected`,
    );
    await page.getByRole('button', { name: 'Give Achievement', exact: true }).click();
    const give = dialog(page, 'Give Achievement To 4 Users');
    await choose(give, 'Achievement', achievement.achievement.name);
    await give.getByRole('button', { name: 'Give', exact: true }).click();
    await expect(dialog(page, 'Achievement Given To 4 Users')).toBeVisible();
  });
});
