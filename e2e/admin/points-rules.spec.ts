/**
 * Points and money that move back: unenrolling a user who has submissions (confirmed in the
 * dialog, with a refund), revoking a manual achievement, and the preview of an automatic
 * achievement's rule before it is saved. Each flow is checked where an admin would see it: the
 * users table, the achievements table, the dashboard. (Pictures of the three dialogs for
 * docs/screenshots/ come from `npm run screenshots`.)
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ACHIEVEMENTS, ENROLLMENTS, SUCCESS } from '../../contracts/form-messages';
import { adminLogin, type AdminApi } from '../support/admin-api';
import { choose, dialog, openAdminPage, openDashboard, row, showAllRows, toast, unique } from '../support/admin';
import { test } from '../support/signed-in';

test.use({ viewport: { width: 1366, height: 900 } });

const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** Money as every screen shows it: en-US figures, two decimals, EGP after ('1,349,520.50 EGP'). */
const amounts = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (value: number) => `${amounts.format(value)} EGP`;

type ListedUser = {
  id: number;
  email: string;
  total_points: number;
  projects_count: number;
  courses_count: number;
  title: string | null;
  enrolled_courses: { id: number; price: number }[];
  achievements: { id: number; manual: 0 | 1 }[];
};

async function listedUser(api: AdminApi, email: string) {
  const { users } = await api.get<{ users: ListedUser[] }>(`/api/admin/users?search=${encodeURIComponent(email)}`);
  const user = users.find((candidate) => candidate.email === email);
  expect(user, email).toBeDefined();
  return user!;
}

async function totalRevenue(api: AdminApi) {
  return (await api.get<{ stats: { total_revenue: number } }>('/api/admin/stats')).stats.total_revenue;
}

/** No serious or critical accessibility violations in the open dialog (the dimmed page behind is not judged). */
async function expectAccessibleDialog(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const bad = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(bad.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.html.slice(0, 120)})`)).toEqual([]);
}

/** A cell of a table row, by the column's header (polled: while a dialog closes, the page is hidden from roles). */
async function cell(page: Page, rowText: string, header: string) {
  let index = -1;
  await expect
    .poll(async () => {
      const headers = (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
      index = headers.findIndex((text) => text === header || text.startsWith(`${header}\n`));
      return index;
    }, `the ${header} column`)
    .toBeGreaterThanOrEqual(0);
  return row(page, rowText).getByRole('cell').nth(index);
}

async function findUser(page: Page, email: string) {
  await openAdminPage(page, 'Users', 'Users Manage');
  await page.getByLabel('Search by Name or Email', { exact: true }).fill(email);
  await expect(page.getByRole('row')).toHaveCount(2);
}

test.describe('points and money that move back', () => {
  test.beforeEach(async ({ page }) => {
    await openDashboard(page);
  });

  // @alone: it compares the whole academy's revenue before and after, which other tests move.
  test(
    'unenrolling a user with submissions: warning, destructive confirm, refund checked and recorded',
    { tag: '@alone' },
    async ({ page, request }) => {
      const api = await adminLogin(request);
      const student = await api.addStudentWithSubmission(unique('Refunded'), 'https://github.com/e2e/refund');
      const before = await listedUser(api, student.email);
      const [course] = before.enrolled_courses;
      const [firstCourse] = await api.courses();
      const revenueBefore = await totalRevenue(api);
      expect(before.projects_count).toBe(1);

      await findUser(page, student.email);
      await page.getByRole('button', { name: `Actions for ${student.email}` }).click();
      await page.getByRole('menuitem', { name: 'Unenroll', exact: true }).click();
      const unenroll = dialog(page, `Unenroll ${student.name}`);
      await choose(unenroll, 'Course', firstCourse.title);
      const refund = unenroll.getByLabel('Refund (EGP)', { exact: true });
      await expect(refund).toHaveAccessibleDescription(`Paid ${money(course.price)}. Leave blank for no refund.`);

      // A blank refund is no refund; the server refuses until the submissions' removal is confirmed.
      await unenroll.getByRole('button', { name: 'Unenroll', exact: true }).click();
      const warning = unenroll.getByRole('alert');
      const { projects } = await api.get<{ projects: { points_value: number }[] }>(`/api/admin/users/${student.id}/projects`);
      await expect(warning).toHaveText(ENROLLMENTS.hasSubmissions(1, projects[0].points_value));
      await expect(warning).toBeFocused();
      await expect(toast(page, /This User Has/)).toHaveCount(0);
      const confirm = unenroll.getByRole('button', { name: 'Unenroll And Remove 1 Submission', exact: true });
      await expect(confirm).toBeEnabled();
      await expectAccessibleDialog(page);

      // More than was paid: the server's message shows under the field, not as a toast; nothing changes.
      await refund.fill(String(course.price + 1));
      await confirm.click();
      await expect(refund).toHaveAccessibleDescription(ENROLLMENTS.refundTooHigh);
      await expect(refund).toHaveAttribute('aria-invalid', 'true');
      await expect(toast(page, ENROLLMENTS.refundTooHigh)).toHaveCount(0);
      expect((await listedUser(api, student.email)).courses_count).toBe(before.courses_count);

      await refund.fill('250.75');
      await expect(refund).toHaveAccessibleDescription(`Paid ${money(course.price)}. Leave blank for no refund.`);
      await confirm.click();
      await expect(toast(page, SUCCESS.userUnenrolled)).toBeVisible();
      await expect(unenroll).toBeHidden();

      // The row: the submission and its points are gone with the course (and any achievement they earned).
      await expect(await cell(page, student.email, 'Projects')).toHaveText('0');
      await expect(await cell(page, student.email, 'Courses')).toHaveText(String(before.courses_count - 1));
      const after = await listedUser(api, student.email);
      expect(after.total_points).toBeLessThanOrEqual(before.total_points - projects[0].points_value);
      await expect(await cell(page, student.email, 'Points')).toHaveText(numbers.format(after.total_points));

      // The dashboard's revenue is payments less refunds.
      await openAdminPage(page, 'Dashboard', 'Dashboard');
      await expect(page.getByTestId('stat-Total Revenue')).toHaveText(money(revenueBefore - 250.75));
    },
  );

  test('revoking a manual achievement takes its points and the title naming it', async ({ page, request }) => {
    const api = await adminLogin(request);
    const student = await api.addStudent(unique('Revoked'));
    const name = unique('Helper Of The Week');
    const { achievement } = await api.post<{ achievement: { id: number } }>('/api/admin/achievements', {
      name,
      description: 'Helped others in the community (browser test)',
      points: 40,
      manual: 1,
    });
    await api.post(`/api/admin/users/${student.id}/achievements`, { achievement_id: achievement.id });
    await api.put(`/api/admin/user/update/${student.id}`, { name: student.name, email: student.email, title: name });
    const before = await listedUser(api, student.email);
    expect(before.title).toBe(name);

    await findUser(page, student.email);
    await expect(await cell(page, student.email, 'Points')).toHaveText(numbers.format(before.total_points));
    // From the keyboard: the row menu, its item before the last (Suspend), the achievement and 'Revoke'.
    const actions = page.getByRole('button', { name: `Actions for ${student.email}` });
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Suspend', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    const item = page.getByRole('menuitem', { name: 'Revoke Achievement', exact: true });
    await expect(item).toBeFocused();
    await page.keyboard.press('Enter');
    const revoke = dialog(page, 'Revoke Achievement');
    await expect(revoke).toBeVisible();
    const select = revoke.getByRole('combobox', { name: 'Achievement' });
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(select).toHaveText(name);
    await expect(revoke).toContainText(`Revoking takes its 40 points from ${student.name}`);
    await expectAccessibleDialog(page);
    await revoke.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(toast(page, ACHIEVEMENTS.revoked)).toBeVisible();
    await expect(revoke).toBeHidden();

    await expect(await cell(page, student.email, 'Points')).toHaveText(numbers.format(before.total_points - 40));
    await actions.click();
    await expect(item).toBeDisabled();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    await expect(dialog(page, 'Edit User').getByRole('combobox', { name: 'Title' })).toHaveText('None');
  });

  test('an automatic rule is previewed before saving: awards, withdrawals, Back, none', async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = await adminLogin(request);
    // Two students far above every demo user: A with 900,000 project points, B with 1,000,000.
    const course = await api.addCourse(unique('Rule Course'));
    const big = await api.addProject(course.id, unique('Big Project'), 900_000);
    const extra = await api.addProject(course.id, unique('Extra Project'), 100_000);
    const a = await api.addStudent(unique('Rule A'));
    const b = await api.addStudent(unique('Rule B'));
    for (const student of [a, b]) await api.enroll(student.id, course.id);
    for (const [student, project] of [
      [a, big],
      [b, big],
      [b, extra],
    ] as const) {
      await api.post('/api/admin/user-projects/add', {
        user_id: student.id,
        project_id: project.id,
        url: `https://github.com/e2e/${student.id}-${project.id}`,
      });
    }
    const name = unique('Point Millionaire');
    const previews: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/admin/achievements/preview')) previews.push(sent.postData() ?? '');
    });

    await openAdminPage(page, 'Achievements', 'Achievements Manage');
    await page.getByRole('button', { name: /add achievement/i }).click();
    const add = dialog(page, 'Add Achievement');
    await add.getByLabel('Name', { exact: true }).fill(name);
    await add.getByLabel('Description', { exact: true }).fill('Collected 900,000 project points.');
    await add.getByLabel('Points', { exact: true }).fill('30');
    await choose(add, 'Type', 'Automatic');
    await choose(add, 'Rule Metric', 'Project Points');
    await add.getByLabel('Rule Threshold', { exact: true }).fill('900000');
    await add.getByRole('button', { name: 'Save', exact: true }).click();

    const summary = add.getByRole('alert');
    await expect(summary).toHaveText('Saving this rule awards it to 2 users.');
    await expect(summary).toBeFocused();
    await expect(add).toContainText(`${name}: Project Points ≥ 900,000`);
    await expect(add.getByLabel('Name', { exact: true })).toBeHidden();
    await expectAccessibleDialog(page);

    // Back: the form again, as it was, with the focus on the threshold.
    await add.getByRole('button', { name: 'Back', exact: true }).click();
    const threshold = add.getByLabel('Rule Threshold', { exact: true });
    await expect(threshold).toBeFocused();
    await expect(threshold).toHaveValue('900000');
    await expect(add.getByLabel('Name', { exact: true })).toHaveValue(name);
    await page.keyboard.press('Enter');
    await expect(summary).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(add.getByRole('button', { name: 'Back', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(add.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, ACHIEVEMENTS.added)).toBeVisible();
    await expect(add).toBeHidden();
    expect(previews.map((body) => JSON.parse(body))).toEqual([
      { rule_metric: 'project_points', rule_threshold: 900000 },
      { rule_metric: 'project_points', rule_threshold: 900000 },
    ]);
    await showAllRows(page);
    await expect(await cell(page, name, 'Users')).toHaveText('2');

    // A higher threshold withdraws it from A, with its points.
    const aBefore = await listedUser(api, a.email);
    await row(page, name).getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Achievement');
    await edit.getByLabel('Rule Threshold', { exact: true }).fill('950000');
    await edit.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(edit.getByRole('alert')).toHaveText('Saving this rule withdraws it from 1 user. That user loses its 30 points.');
    await edit.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(toast(page, ACHIEVEMENTS.updated)).toBeVisible();
    await expect(await cell(page, name, 'Users')).toHaveText('1');
    expect((await listedUser(api, a.email)).total_points).toBe(aBefore.total_points - 30);

    // A change nobody notices saves at once (one press, after its preview); an edit that keeps the rule asks nothing.
    let asked = previews.length;
    await row(page, name).getByRole('button', { name: 'Edit' }).click();
    await edit.getByLabel('Rule Threshold', { exact: true }).fill('960000');
    await edit.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(row(page, name)).toContainText('Project Points ≥ 960,000');
    expect(previews).toHaveLength(asked + 1);
    asked = previews.length;
    await row(page, name).getByRole('button', { name: 'Edit' }).click();
    await edit.getByLabel('Description', { exact: true }).fill('Collected 960,000 project points.');
    await edit.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(row(page, name)).toContainText('Collected 960,000 project points.');
    expect(previews).toHaveLength(asked);
    await expect(await cell(page, name, 'Users')).toHaveText('1');
  });
});
