/** Archive instead of delete (issue 14 item 8) and Settings (item 9), from the browser. */
import { expect } from '@playwright/test';
import { adminLogin } from '../support/admin-api';
import { dialog, loginAsAdmin, openAdminPage, openDashboard, toast, unique } from '../support/admin';
import { signedOut, test } from '../support/signed-in';

test.describe('archive instead of delete', () => {
  test('a course in use cannot be deleted: its delete dialog offers Archive; archived, it leaves /courses and its page says so; unarchived, it is back', async ({
    page,
    request,
  }) => {
    const api = await adminLogin(request);
    const title = unique('Archived Course');
    const course = await api.addCourse(title);
    const student = await api.addStudent('Archive Student');
    await api.enroll(student.id, course.id);

    // The newest course is the last row: the table shows everything in the Archived filter's neighbourhood.
    await page.goto('/admin/courses?size=100&sort=id&dir=desc');
    const courseRow = page.getByRole('row').filter({ hasText: title });
    await courseRow.getByRole('button', { name: 'Delete' }).click();
    const confirm = dialog(page, 'Confirm Deletion');
    await confirm.getByRole('button', { name: /^delete$/i }).click();
    // The refusal shows in the dialog, focused, and Archive takes Delete's place (issue 20 item 5).
    const refusal = confirm.getByRole('alert');
    await expect(refusal).toContainText('This Course Has Enrolled Users: It Can Be Archived, Not Deleted');
    await expect(refusal).toBeFocused();
    await expect(confirm.getByRole('button', { name: /^delete$/i })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/archset-refused.png' });
    await confirm.getByRole('button', { name: /^archive$/i }).click();
    await expect(toast(page, 'Course Archived Successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(toast(page, /Unenroll|Failed/)).toHaveCount(0);
    await expect(courseRow.getByText('Archived', { exact: true })).toBeVisible();
    await expect(courseRow.getByRole('button', { name: 'Unarchive' })).toBeVisible();

    // The filter: Active leaves it out, Archived keeps it.
    const show = page.getByRole('group', { name: 'Show' });
    await show.getByRole('button', { name: 'Active' }).click();
    await expect(page).toHaveURL(/show=active/);
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await show.getByRole('button', { name: 'Archived' }).click();
    await expect(courseRow).toBeVisible();
    await page.screenshot({ path: '/tmp/archset-courses.png' });

    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: title })).toHaveCount(0);
    await page.goto(`/course/${course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('This course is archived: it takes no new students.')).toBeVisible();

    await page.goto('/admin/courses?show=archived&size=100');
    await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: 'Unarchive' }).click();
    await expect(toast(page, 'Course Unarchived Successfully')).toBeVisible();
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  });
});

test.describe('settings', () => {
  // The admin server is shared: whatever happens, the academy name goes back to the environment's.
  test.afterEach(async ({ request }) => {
    const api = await adminLogin(request);
    await api.put('/api/admin/settings', { academy_name: '', social_x: '' });
  });

  // @alone: the academy name is one for the whole server, and other tests read and change it.
  test(
    'a super admin renames the academy: the admin drawer, the public header and footer follow; clearing it restores the default',
    { tag: '@alone' },
    async ({ page }) => {
      await openDashboard(page);
      await openAdminPage(page, 'Settings', 'Settings');
      const name = page.getByRole('textbox', { name: 'Academy Name' });
      await expect(name).toHaveValue('');
      await expect(page.getByText('From the environment (ACADEMY_NAME: Dev Academy).')).toBeVisible();

      // A bad social link: its message under the field, Save stays disabled.
      const x = page.getByRole('textbox', { name: 'X (Twitter) Page' });
      await x.fill('http://x.com/insecure');
      await x.blur();
      await expect(page.getByText('Enter An https:// Address')).toBeVisible();
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await expect(save).toBeDisabled();
      await x.fill('https://x.com/nilecode');

      await name.fill('Nile Code Academy');
      await save.click();
      await expect(toast(page, 'Settings Saved Successfully')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toContainText('Nile Code Academy');
      await expect(
        page.getByText(/^Saved by .* Empty it to use the environment's value \(ACADEMY_NAME: Dev Academy\)\.$/),
      ).toBeVisible();
      await page.screenshot({ path: '/tmp/archset-settings.png', fullPage: true });

      await page.goto('/');
      await expect(page.getByRole('banner')).toContainText('Nile Code Academy');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('Nile Code Academy');
      await expect(footer.getByRole('link', { name: 'Nile Code Academy on X (Twitter)' })).toHaveAttribute(
        'href',
        'https://x.com/nilecode',
      );

      await page.goto('/admin/settings');
      await page.getByRole('button', { name: "Use the environment's value for Academy Name" }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toast(page, 'Settings Saved Successfully')).toBeVisible();
      await page.goto('/');
      await expect(page.getByRole('banner')).toContainText('Dev Academy');
    },
  );

  test.describe(() => {
    test.use({ storageState: signedOut });

    test('a plain admin sees no Settings link', async ({ page, request }) => {
      const api = await adminLogin(request);
      const email = `plain.${Date.now()}@e2e.test`;
      await api.post('/api/admin/admin/add', { name: 'Plain Admin', email, password: 'secret123', is_super: false });
      await loginAsAdmin(page, { email, password: 'secret123' });
      const navigation = page.getByRole('navigation', { name: 'Admin navigation' });
      await expect(navigation.getByRole('link', { name: 'Courses' })).toBeVisible();
      await expect(navigation.getByRole('link', { name: 'Settings' })).toHaveCount(0);
      // The address alone gets the server's refusal, not a form.
      await page.goto('/admin/settings');
      await expect(page.getByText('Only A Super Admin Can Manage Settings').first()).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Academy Name' })).toHaveCount(0);
    });
  });
});
