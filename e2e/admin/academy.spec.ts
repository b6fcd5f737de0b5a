/**
 * The whole admin journey on the demo academy: create a course, a project, a manual achievement
 * and a user; enroll the user, add a submission, give the achievement; the dashboard figures
 * move; then unwind it all with the confirmation dialogs (the price refunded on unenrolling).
 */
import { expect, type Page } from '@playwright/test';
import { choose, dialog, openAdminPage, openDashboard, row, showAllRows, toast, unique } from '../support/admin';
import { test } from '../support/signed-in';

const STATS = ['Total Users', 'Total Courses', 'Total Projects', 'Total Achievements', 'Total Enrollments', 'Total Revenue'];

async function figures(page: Page) {
  const figures: Record<string, number> = {};
  for (const label of STATS) {
    const text = await page.getByTestId(`stat-${label}`).innerText();
    // Counts are whole numbers; money has two decimals and the currency after.
    expect(text).toMatch(label === 'Total Revenue' ? /^[\d,]+\.\d{2} EGP$/ : /^[\d,]+$/);
    figures[label] = Number(text.replace(/[^\d.]/g, ''));
  }
  return figures;
}

async function readStats(page: Page) {
  await openAdminPage(page, 'Dashboard', 'Dashboard');
  await expect(page.getByTestId('stat-Total Revenue')).toHaveText(/EGP/);
  return figures(page);
}

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

// @alone: the dashboard's totals, before and after, are the whole academy's, which other tests move.
test('an admin runs the academy end to end', { tag: '@alone' }, async ({ page }) => {
  test.setTimeout(300_000);
  const course = unique('Course Rust Systems');
  const project = unique('Project Tiny Shell');
  const achievement = unique('Mentor Pick');
  const userName = unique('Nour Adel');
  const email = `nour.${Date.now()}@academy.test`;

  await openDashboard(page);
  const before = await readStats(page);

  await test.step('create a course with an uploaded image', async () => {
    await openAdminPage(page, 'Courses', 'Courses Manage');
    await page.getByRole('button', { name: /add course/i }).click();
    const form = dialog(page, 'Add Course');
    await form.getByLabel('Title', { exact: true }).fill(course);
    await form.getByLabel('Description', { exact: true }).fill('Ownership, borrowing and fearless concurrency.');
    await form.locator('input[type=file]').setInputFiles({ name: 'course.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByLabel('Image URL', { exact: true })).toHaveValue(/^\/uploads\/.+\.png$/);
    await expect(form.locator('.MuiAvatar-root img')).toHaveAttribute('src', /^\/uploads\//);
    await form.getByLabel('Link', { exact: true }).fill('https://academy.example.com/rust');
    await form.getByRole('button', { name: /^save$/i }).click();
    await expect(toast(page, 'Course Added Successfully')).toBeVisible();
    await showAllRows(page);
    await expect(row(page, course)).toBeVisible();
  });

  await test.step('create a project of that course', async () => {
    await openAdminPage(page, 'Projects', 'Projects Manage');
    await page.getByRole('button', { name: /add project/i }).click();
    const form = dialog(page, 'Add Project');
    await choose(form, 'Course', course);
    await form.getByLabel('Name', { exact: true }).fill(project);
    await form.getByLabel('Points', { exact: true }).fill('40');
    await form.getByRole('button', { name: /^save$/i }).click();
    await expect(toast(page, 'Project Created Successfully')).toBeVisible();
    await showAllRows(page);
    await expect(row(page, project)).toContainText(course);
  });

  await test.step('create a manual achievement', async () => {
    await openAdminPage(page, 'Achievements', 'Achievements Manage');
    await page.getByRole('button', { name: /add achievement/i }).click();
    const form = dialog(page, 'Add Achievement');
    await form.getByLabel('Name', { exact: true }).fill(achievement);
    await form.getByLabel('Description', { exact: true }).fill('Picked by a mentor for great work.');
    await form.getByLabel('Points', { exact: true }).fill('25');
    await choose(form, 'Type', 'Manual');
    await expect(form.getByLabel('Rule Metric', { exact: true })).toHaveCount(0);
    await form.getByRole('button', { name: /^save$/i }).click();
    await expect(toast(page, 'Achievement Created Successfully')).toBeVisible();
    await showAllRows(page);
    await expect(row(page, achievement)).toContainText('Manual');
  });

  await test.step('create a user and find it by e-mail', async () => {
    await openAdminPage(page, 'Users', 'Users Manage');
    await page.getByRole('button', { name: /add user/i }).click();
    const form = dialog(page, 'Add User');
    await form.getByLabel('Name', { exact: true }).fill(userName);
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill('student123');
    await form.getByRole('button', { name: /^save$/i }).click();
    await expect(toast(page, 'User Added Successfully')).toBeVisible();
    await page.getByLabel('Search by Name or Email', { exact: true }).fill(email);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row(page, email)).toContainText(userName);
  });

  await test.step('enroll the user in the new course', async () => {
    await row(page, email)
      .getByRole('button', { name: /actions/i })
      .click();
    await page.getByRole('menuitem', { name: 'Enroll', exact: true }).click();
    const form = dialog(page, `Enroll ${userName}`);
    await choose(form, 'Course', course);
    await form.getByLabel('Price (EGP)', { exact: true }).fill('1500.5');
    await form.getByLabel('Got Discount', { exact: true }).check();
    await form.getByRole('button', { name: /^enroll$/i }).click();
    await expect(toast(page, 'User Enrolled Successfully')).toBeVisible();
    // Cells: select, ID, Name, Email, Points, Projects, Courses, ...
    await expect(row(page, email).getByRole('cell').nth(6)).toHaveText('1');

    await row(page, email)
      .getByRole('button', { name: /actions/i })
      .click();
    await page.getByRole('menuitem', { name: 'Enroll', exact: true }).click();
    await form.getByRole('combobox', { name: 'Course' }).click();
    await expect(page.getByRole('option', { name: course })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: /cancel/i }).click();
  });

  await test.step('add a submission on the user projects page', async () => {
    await row(page, email)
      .getByRole('button', { name: /actions/i })
      .click();
    await page.getByRole('menuitem', { name: 'Projects', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/user\/\d+\/projects\?projects=/);
    await expect(page).toHaveTitle('User Projects');
    const param = new URL(page.url()).searchParams.get('projects') ?? '';
    const carried = JSON.parse(Buffer.from(param, 'base64').toString('utf8')) as { name: string }[];
    expect(carried.map((item) => item.name)).toEqual([project]);

    await page.getByRole('button', { name: /add project/i }).click();
    const form = dialog(page, 'Add Project');
    await choose(form, 'Project', new RegExp(project));
    await form.getByLabel('URL', { exact: true }).fill('ftp://example.com/shell');
    await expect(form.getByText('URL must start with http:// or https://')).toBeVisible();
    await expect(form.getByRole('button', { name: /^save$/i })).toBeDisabled();
    await form.getByLabel('URL', { exact: true }).fill('https://github.com/nour/tiny-shell');
    await form.getByRole('button', { name: /^save$/i }).click();
    await expect(toast(page, 'Project Added Successfully')).toBeVisible();
    // Shown without its scheme, the whole URL as the link (issue 44: long links are shortened).
    await expect(row(page, project).getByRole('link', { name: 'github.com/nour/tiny-shell', exact: true })).toHaveAttribute(
      'href',
      'https://github.com/nour/tiny-shell',
    );

    await row(page, project).getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, `Edit ${project}`);
    await edit.getByLabel('URL', { exact: true }).fill('https://github.com/nour/tiny-shell-v2');
    await edit.getByRole('button', { name: /^update$/i }).click();
    await expect(toast(page, 'Project Updated Successfully')).toBeVisible();
    await expect(row(page, project)).toContainText('tiny-shell-v2');

    // Back goes to /admin/users as the table was left (its search and page stay in the address).
    await page.getByRole('link', { name: /back/i }).click();
    await expect(page).toHaveURL(/\/admin\/users(\?[^/]*)?$/);
  });

  await test.step('give the manual achievement, once', async () => {
    await page.getByLabel('Search by Name or Email', { exact: true }).fill(email);
    await expect(page.getByRole('row')).toHaveCount(2);
    await row(page, email)
      .getByRole('button', { name: /actions/i })
      .click();
    await page.getByRole('menuitem', { name: 'Give Achievement', exact: true }).click();
    const form = dialog(page, 'Give Achievement');
    await choose(form, 'Achievement', achievement);
    await form.getByRole('button', { name: /^give$/i }).click();
    await expect(toast(page, 'Achievement given successfully')).toBeVisible();
    // 40 (project) + 25 (manual achievement) + 10 ('First Steps', awarded automatically for a first project)
    await expect(row(page, email).getByRole('cell').nth(4)).toHaveText('75');

    await row(page, email)
      .getByRole('button', { name: /actions/i })
      .click();
    await page.getByRole('menuitem', { name: 'Give Achievement', exact: true }).click();
    await form.getByRole('combobox', { name: 'Achievement' }).click();
    await expect(page.getByRole('option', { name: achievement })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: /cancel/i }).click();
  });

  await test.step('the dashboard figures moved', async () => {
    await readStats(page);
    await expect
      .poll(() => figures(page))
      .toEqual({
        'Total Users': before['Total Users'] + 1,
        'Total Courses': before['Total Courses'] + 1,
        'Total Projects': before['Total Projects'] + 1,
        'Total Achievements': before['Total Achievements'] + 1,
        'Total Enrollments': before['Total Enrollments'] + 1,
        'Total Revenue': Math.round((before['Total Revenue'] + 1500.5) * 100) / 100,
      });
  });

  await test.step('the server refuses to delete a course with enrolled users, and says why', async () => {
    await openAdminPage(page, 'Courses', 'Courses Manage');
    await showAllRows(page);
    await row(page, course).getByRole('button', { name: 'Delete' }).click();
    const confirm = dialog(page, 'Confirm Deletion');
    await expect(confirm).toContainText('Are you sure you want to delete this Course ?');
    await confirm.getByRole('button', { name: /^delete$/i }).click();
    await expect(confirm.getByRole('alert')).toContainText('This Course Has Enrolled Users: It Can Be Archived, Not Deleted');
    await confirm.getByRole('button', { name: /cancel/i }).click();
  });

  await test.step('achievements earned by users cannot be deleted', async () => {
    await openAdminPage(page, 'Achievements', 'Achievements Manage');
    await showAllRows(page);
    await expect(row(page, achievement).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  await test.step('unwind: remove the submission, unenroll, delete user, project, course, achievement', async () => {
    await openAdminPage(page, 'Users', 'Users Manage');
    await page.getByLabel('Search by Name or Email', { exact: true }).fill(email);
    await expect(page.getByRole('row')).toHaveCount(2);
    await row(page, email)
      .getByRole('button', { name: /actions/i })
      .click();
    await page.getByRole('menuitem', { name: 'Projects', exact: true }).click();
    await row(page, project).getByRole('button', { name: 'Delete' }).click();
    await dialog(page, 'Confirm Deletion')
      .getByRole('button', { name: /^delete$/i })
      .click();
    await expect(toast(page, 'Project Removed Successfully')).toBeVisible();
    await expect(row(page, project)).toHaveCount(0);
    await page.getByRole('link', { name: /back/i }).click();

    await page.getByLabel('Search by Name or Email', { exact: true }).fill(email);
    await expect(page.getByRole('row')).toHaveCount(2);
    await row(page, email)
      .getByRole('button', { name: /actions/i })
      .click();
    await page.getByRole('menuitem', { name: 'Unenroll', exact: true }).click();
    const unenroll = dialog(page, `Unenroll ${userName}`);
    await choose(unenroll, 'Course', course);
    // Revenue is money received less refunds: refunding the whole price brings the dashboard back.
    await expect(unenroll.getByLabel('Refund (EGP)', { exact: true })).toHaveAccessibleDescription(/^Paid 1,500\.50 EGP/);
    await unenroll.getByLabel('Refund (EGP)', { exact: true }).fill('1500.5');
    await unenroll.getByRole('button', { name: /^unenroll$/i }).click();
    await expect(toast(page, 'User Unenrolled Successfully')).toBeVisible();

    await row(page, email)
      .getByRole('button', { name: /actions/i })
      .click();
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    const confirmUser = dialog(page, 'Confirm Deletion');
    await expect(confirmUser).toContainText('Are you sure you want to delete this User ?');
    await confirmUser.getByRole('button', { name: /^delete$/i }).click();
    await expect(toast(page, 'User Deleted Successfully')).toBeVisible();
    await expect(row(page, email)).toHaveCount(0);

    for (const [link, title, name, message] of [
      ['Projects', 'Projects Manage', project, 'Project Deleted Successfully'],
      ['Courses', 'Courses Manage', course, 'Course Deleted Successfully'],
      ['Achievements', 'Achievements Manage', achievement, 'Achievement Deleted Successfully'],
    ]) {
      await openAdminPage(page, link, title);
      await showAllRows(page);
      await row(page, name).getByRole('button', { name: 'Delete' }).click();
      await dialog(page, 'Confirm Deletion')
        .getByRole('button', { name: /^delete$/i })
        .click();
      await expect(toast(page, message)).toBeVisible();
      await expect(row(page, name)).toHaveCount(0);
    }
  });

  await readStats(page);
  await expect.poll(() => figures(page)).toEqual(before);
});
