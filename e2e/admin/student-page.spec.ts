/** A page per student (issue 14 item 6): found by name in the Users table, its cards, revoking a manual achievement. */
import { expect, type Page } from '@playwright/test';
import { ACHIEVEMENTS } from '../../contracts/form-messages';
import { adminLogin } from '../support/admin-api';
import { dialog, openAdminPage, openDashboard, toast, unique } from '../support/admin';
import { test } from '../support/signed-in';

const searchField = (page: Page) => page.getByLabel('Search by Name or Email', { exact: true });

test.describe("a student's page", () => {
  test('search a student by name, open their page, see enrollment, submission and sign-ins, revoke a manual achievement', async ({
    page,
    request,
  }) => {
    const api = await adminLogin(request);
    const tag = Date.now().toString(36);
    const url = `https://github.com/e2e/page-${tag}`;
    const student = await api.addStudentWithSubmission(`Nour Pagetest ${tag}`, url);
    const [course] = await api.courses();
    const { achievement } = await api.post<{ achievement: { id: number; name: string } }>('/api/admin/achievements', {
      name: `Mentor ${tag}`,
      description: 'Helped the cohort',
      points: 40,
      manual: 1,
    });
    await api.post(`/api/admin/users/${student.id}/achievements`, { achievement_id: achievement.id });
    // One failed and one successful sign-in of the student.
    expect((await request.post('/api/user/login', { data: { email: student.email, password: 'wrong-one-1' } })).status()).toBe(
      401,
    );
    expect((await request.post('/api/user/login', { data: { email: student.email, password: student.password } })).ok()).toBe(
      true,
    );
    // And one refused for a suspension (lifted at once).
    await api.post(`/api/admin/users/${student.id}/suspend`, { reason: 'Checking sign-ins' });
    expect((await request.post('/api/user/login', { data: { email: student.email, password: student.password } })).status()).toBe(
      403,
    );
    await api.post(`/api/admin/users/${student.id}/unsuspend`, {});

    await openDashboard(page);
    await openAdminPage(page, 'Users', 'Users Manage');
    await searchField(page).fill(`pagetest ${tag}`);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: student.name, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/users/${student.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: student.name })).toBeVisible();
    await expect(page.getByText(student.email, { exact: true })).toBeVisible();
    const profile = page.getByRole('link', { name: 'Public Profile' });
    await expect(profile).toHaveAttribute('href', `/user/${student.id}`);
    await expect(profile).toHaveAttribute('rel', 'noopener');

    const enrollments = page.getByRole('table', { name: 'Enrollments' });
    await expect(enrollments.getByRole('row').nth(1)).toContainText(course.title);
    await expect(enrollments.getByRole('row').nth(1)).toContainText('1,500.00 EGP');

    const submissions = page.getByRole('table', { name: 'Submissions' });
    const link = submissions.getByRole('link', { name: url.replace('https://', '') });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    await expect(submissions).toContainText(course.title);

    const signIns = page.getByRole('table', { name: 'Sign-in Activity' });
    // Newest first; a refusal says why (issue 20 item 10).
    await expect(signIns.getByRole('row')).toHaveCount(4);
    await expect(signIns.getByRole('row').nth(1)).toContainText('Suspended');
    await expect(signIns.getByRole('row').nth(2)).toContainText('Signed In');
    await expect(signIns.getByRole('row').nth(3)).toContainText('Wrong Password');

    const achievements = page.getByRole('list', { name: 'Achievements' });
    await expect(achievements).toContainText(achievement.name);
    await expect(achievements).toContainText('Manual');
    const points = page.locator('dd').nth(1);
    const before = Number((await points.innerText()).replace(/,/g, ''));
    await page.getByRole('button', { name: `Revoke ${achievement.name}` }).click();
    const revoke = dialog(page, 'Revoke Achievement');
    await expect(revoke.getByRole('combobox', { name: 'Achievement' })).toHaveText(achievement.name);
    await expect(revoke).toContainText(`Revoking takes its 40 points from ${student.name}`);
    await revoke.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(toast(page, ACHIEVEMENTS.revoked)).toBeVisible();
    await expect(revoke).toBeHidden();
    await expect(achievements).not.toContainText(achievement.name);
    await expect(points).toHaveText(String(before - 40));

    // Back returns to the Users table as it was left.
    await page.getByRole('link', { name: 'Back to Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users\?q=pagetest/);
    await expect(searchField(page)).toHaveValue(`pagetest ${tag}`);
  });

  test('opens from the row menu, sorts the table by points on the server, and fits a phone', async ({ page, request }) => {
    const api = await adminLogin(request);
    const student = await api.addStudent(`Salma Menutest ${Date.now().toString(36)}`);
    await openDashboard(page);
    await openAdminPage(page, 'Users', 'Users Manage');

    await page.getByRole('columnheader', { name: /^Points/ }).click();
    await expect(page).toHaveURL(/sort=total_points&dir=desc/);
    // The Points column, read by its header (other columns may come before it).
    const shownPoints = () =>
      page
        .locator('table')
        .first()
        .evaluate((table) => {
          const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
          const column = headers.findIndex((header) => header.startsWith('Points'));
          return [...table.querySelectorAll('tbody tr')].map((row) =>
            Number((row.children[column]?.textContent ?? '').replace(/,/g, '')),
          );
        });
    await expect
      .poll(async () => {
        const points = await shownPoints();
        return points.length > 1 && points.every((value, i) => i === 0 || points[i - 1] >= value);
      })
      .toBe(true);

    await searchField(page).fill(student.email);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: `Actions for ${student.email}` }).click();
    await page.getByRole('menuitem', { name: 'Open Page', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${student.id}$`));
    await expect(page.getByText('Not enrolled in any course')).toBeVisible();
    await expect(page.getByText('No sign-ins yet')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 2, name: student.name })).toBeVisible();
    // Laid out again for the phone once the resize's media queries have re-rendered the page (a CI run read 14 px before).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test("the student's payments ledger lines: every course, by whom, and the net paid, kept after an unenrollment", async ({
    page,
    request,
  }) => {
    const api = await adminLogin(request);
    const { admin } = await api.get<{ admin: { name: string } }>('/api/admin/me');
    const student = await api.addStudent(unique('Ledger Page'));
    const course = await api.addCourse(unique('Ledger Page Course'));
    await api.enroll(student.id, course.id, 1200);
    await api.post('/api/admin/payments/correction', {
      user_id: student.id,
      course_id: course.id,
      amount: -200,
      note: 'Paid 1,000 at the desk',
    });
    await api.post('/api/admin/enrollment/unenroll', { user_id: student.id, course_id: course.id, refund: 300 });

    await page.goto(`/admin/users/${student.id}`);
    const card = page.getByRole('region', { name: /^Payments/ });
    const ledger = card.getByRole('table', { name: 'Payments' });
    await expect(ledger.getByRole('row')).toHaveCount(4);
    // Newest first: the refund, the correction, then the payment; each by the admin who wrote it.
    const rows = ledger.getByRole('row');
    await expect(rows.nth(1)).toContainText('Refund');
    await expect(rows.nth(1)).toContainText('-300.00 EGP');
    await expect(rows.nth(2)).toContainText('Correction');
    await expect(rows.nth(2)).toContainText('Paid 1,000 at the desk');
    await expect(rows.nth(3)).toContainText('Payment');
    await expect(rows.nth(3)).toContainText('1,200.00 EGP');
    for (const i of [1, 2, 3]) await expect(rows.nth(i)).toContainText(course.title);
    for (const i of [1, 2, 3]) await expect(rows.nth(i)).toContainText(admin.name);
    await expect(card).toContainText('Net paid: 700.00 EGP');
    // Unenrolled: the ledger keeps the lines, the enrollments card has none.
    await expect(page.getByText('Not enrolled in any course')).toBeVisible();
    await card.screenshot({ path: '/tmp/student-payments-card.png' });
    // On a phone the table scrolls inside its card; the page itself does not widen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(ledger.getByRole('row')).toHaveCount(4);
    // Polled: right after the resize the drawer and the breakpoints are still settling (14 px once, under load).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await card.screenshot({ path: '/tmp/student-payments-card-phone.png' });
  });

  test('an unknown student says so', async ({ page }) => {
    await page.goto('/admin/users/99999999');
    await expect(page.getByRole('status').getByText('User Not Found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Users' })).toHaveAttribute('href', '/admin/users');
  });
});
