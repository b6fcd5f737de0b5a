/**
 * Moderation (issue 14 item 7): an admin removes a fake submission from the review queue with a
 * reason, and the student sees it in Manage Projects; an admin suspends a student from the Users
 * menu, and the student leaves /users and the leaderboard (and comes back when it is lifted).
 */
import { expect } from '@playwright/test';
import { adminLogin } from '../support/admin-api';
import { dialog, openAdminPage, openDashboard, toast, unique } from '../support/admin';
import { test } from '../support/signed-in';
import { signInThroughForm } from '../support/student-session';

test.describe('moderation', () => {
  test('an admin removes a fake submission with a reason; the student sees it in Manage Projects', async ({ page, request }) => {
    const api = await adminLogin(request);
    const course = await api.addCourse(unique('Moderated Course'));
    const project = await api.addProject(course.id, unique('Landing Page'), 40);
    const student = await api.addStudent(unique('Faker'));
    await api.enroll(student.id, course.id);
    const url = `https://fake.example/${Date.now().toString(36)}/landing`;
    await api.post('/api/admin/user-projects/add', { user_id: student.id, project_id: project.id, url });

    await openDashboard(page);
    await openAdminPage(page, 'Moderation', 'Moderation');
    await page.getByLabel('Search student, project or URL').fill(url);
    // Shown without its scheme (a long one shortened), the whole URL as the link.
    const link = page.getByRole('link', { name: url.replace('https://', ''), exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const queueRow = page.getByRole('row').filter({ has: link });
    await expect(queueRow).toContainText(student.name);
    await expect(queueRow).toContainText(student.email);
    await expect(queueRow).toContainText(course.title);
    await expect(queueRow).toContainText(project.name);
    await page.screenshot({ path: '/tmp/moderation.png', fullPage: true });

    await queueRow.getByRole('button', { name: /^Remove / }).click();
    const remove = dialog(page, 'Remove Submission');
    await expect(remove).toBeVisible();
    const submit = remove.getByRole('button', { name: 'Remove', exact: true });
    await expect(submit).toBeDisabled();
    await remove.getByLabel('Reason').fill('The link is not your own project');
    await page.screenshot({ path: '/tmp/moderation-dialog.png' });
    await submit.click();
    await expect(toast(page, 'Submission Removed')).toBeVisible();
    await expect(remove).toBeHidden();
    await expect(page.getByText('No submissions found')).toBeVisible();

    await page.context().clearCookies();
    await signInThroughForm(page, student);
    await page.goto('/manage-projects');
    const notice = page.getByRole('region', { name: 'Removed projects' });
    await expect(notice).toContainText('A Project Was Removed');
    await expect(notice).toContainText(project.name);
    await expect(notice).toContainText('Reason: The link is not your own project');
    await page.screenshot({ path: '/tmp/moderation-student.png', fullPage: true });
  });

  test('an admin suspends a student from the Users menu: gone from /users and the leaderboard; lifting restores', async ({
    page,
    request,
  }) => {
    const api = await adminLogin(request);
    const course = await api.addCourse(unique('Top Course'));
    // Far above every demo student, below the 900,000 of points-rules.spec's rule (same server).
    const project = await api.addProject(course.id, unique('Huge Project'), 800_000);
    const student = await api.addStudent(unique('Leader'));
    await api.enroll(student.id, course.id);
    await api.post('/api/admin/user-projects/add', {
      user_id: student.id,
      project_id: project.id,
      url: 'https://github.com/leader/huge',
    });
    // With the most points, the student leads both public lists.
    await page.goto('/users');
    await expect(page.getByText(student.name).first()).toBeVisible();
    await page.goto('/leaderboard');
    await expect(page.getByText(student.name).first()).toBeVisible();

    await openDashboard(page);
    await openAdminPage(page, 'Users', 'Users Manage');
    await page.getByLabel(/^Search by/).fill(student.email);
    const actions = page.getByRole('button', { name: `Actions for ${student.email}` });
    await actions.click();
    await expect(page.getByRole('menuitem', { name: 'Lift Suspension', exact: true })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Suspend', exact: true }).click();
    const suspend = dialog(page, 'Suspend Student');
    await suspend.getByLabel('Reason').fill('Submitted other people’s projects');
    await suspend.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(toast(page, 'Student Suspended')).toBeVisible();
    const studentRow = page.getByRole('row').filter({ has: actions });
    await expect(studentRow.getByText('Suspended', { exact: true })).toBeVisible();
    await page.screenshot({ path: '/tmp/moderation-users.png' });
    // The dashboard counts suspended students apart.
    await openAdminPage(page, 'Dashboard', 'Dashboard');
    await expect(page.getByTestId('stat-Suspended Students')).toHaveText(/^[1-9][\d,]*$/);

    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(student.name)).toHaveCount(0);
    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(student.name)).toHaveCount(0);
    await page.goto(`/user/${student.id}`);
    await expect(page.getByText(student.name)).toHaveCount(0);

    // The student cannot sign in, and is told why, in the admin's words (issue 20 item 7).
    await page.goto('/user/login');
    await page.getByLabel('E-Mail').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: /^login$/i }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid Credentials' }).first()).toBeVisible();
    await expect(page.getByText(/Suspended/)).toHaveCount(0);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: /^login$/i }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your Account Is Suspended: Submitted other people’s projects' }).first(),
    ).toBeVisible();
    await page.screenshot({ path: '/tmp/suspended-login.png' });

    await api.post(`/api/admin/users/${student.id}/unsuspend`, {});
    await page.goto('/leaderboard');
    await expect(page.getByText(student.name).first()).toBeVisible();
  });
});
