/**
 * The payments ledger (issue 14 item 3): an admin corrects a wrong price with a correction line,
 * sees it in the ledger beside the payment it corrects, and the totals and the dashboard's
 * revenue follow; the dashboard shows revenue by course and by month, each with its table.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { PAYMENTS } from '../../contracts/admin-messages';
import { readFile } from 'node:fs/promises';
import { E2E_ADMIN } from '../support/accounts';
import { adminLogin, type AdminApi } from '../support/admin-api';
import { choose, dialog, openAdminPage, openDashboard, toast, unique } from '../support/admin';
import { test } from '../support/signed-in';

test.use({ viewport: { width: 1366, height: 900 } });

const amounts = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Money as every screen shows it ('1,349,520.50 EGP', '-250.50 EGP'). */
const money = (value: number) => `${amounts.format(value)} EGP`;

async function totalRevenue(api: AdminApi) {
  return (await api.get<{ stats: { total_revenue: number } }>('/api/admin/stats')).stats.total_revenue;
}

const card = (page: Page, label: string) => page.getByTestId(`stat-${label}`);

test.describe('payments ledger', () => {
  // @alone: it compares the whole academy's revenue before and after, which other tests move.
  test(
    'an admin adds a correction: it shows in the ledger, the totals and the dashboard revenue change',
    { tag: '@alone' },
    async ({ page, request }) => {
      const api = await adminLogin(request);
      const student = await api.addStudent(unique('Ledger'));
      const course = await api.addCourse(unique('Ledger Course'));
      const price = 1349.5;
      await api.enroll(student.id, course.id, price);
      const revenueBefore = await totalRevenue(api);

      await openDashboard(page);
      await openAdminPage(page, 'Payments', 'Payments');
      await choose(page.locator('main'), 'Course', course.title);
      await expect(page).toHaveURL(new RegExp(`course=${course.id}`));
      await expect(page.getByRole('row')).toHaveCount(2);
      await expect(page.getByRole('row').nth(1)).toContainText(student.email);
      await expect(page.getByRole('row').nth(1)).toContainText(money(price));
      await expect(card(page, 'Net Revenue')).toHaveText(money(price));

      await page.getByRole('button', { name: 'Add Correction' }).click();
      const form = dialog(page, 'Add Correction');
      await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
      await form.getByRole('combobox', { name: 'Student' }).fill(student.email.slice(0, 18));
      await page.getByRole('option', { name: new RegExp(student.email.replace(/[.+]/g, '\\$&')) }).click();
      await choose(form, 'Course', course.title);
      const correction = -250.5;
      await form.getByLabel('Amount (EGP)').fill(String(correction));
      await form.getByLabel('Note').fill('Paid 1,099.00 EGP: the discount was not applied');
      const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, PAYMENTS.correctionAdded)).toBeVisible();
      await expect(form).toBeHidden();

      // The payment stays as it was; the correction is a line of its own, newest first.
      await expect(page.getByRole('row')).toHaveCount(3);
      const [newest, original] = [page.getByRole('row').nth(1), page.getByRole('row').nth(2)];
      await expect(newest).toContainText('Correction');
      await expect(newest).toContainText(money(correction));
      await expect(newest).toContainText('the discount was not applied');
      await expect(original).toContainText('Payment');
      await expect(original).toContainText(money(price));
      await expect(card(page, 'Payments')).toHaveText(money(price));
      await expect(card(page, 'Corrections')).toHaveText(money(correction));
      await expect(card(page, 'Net Revenue')).toHaveText(money(price + correction));

      // Only corrections of that course.
      await choose(page.locator('main'), 'Kind', 'Correction');
      await expect(page.getByRole('row')).toHaveCount(2);
      await expect(card(page, 'Net Revenue')).toHaveText(money(correction));

      expect(await totalRevenue(api)).toBeCloseTo(revenueBefore + correction, 2);
      await page.screenshot({ path: '/tmp/payments-ledger.png', fullPage: true });
    },
  );

  test('a line opens the correction with its student and course', async ({ page, request }) => {
    const api = await adminLogin(request);
    const student = await api.addStudent(unique('Row'));
    const course = await api.addCourse(unique('Row Course'));
    await api.enroll(student.id, course.id, 900);
    await page.goto(`/admin/payments?course=${course.id}`);
    await page.getByRole('button', { name: `Add a correction for ${student.name} in ${course.title}` }).click();
    const form = dialog(page, 'Add Correction');
    await expect(form.getByRole('combobox', { name: 'Student' })).toHaveValue(`${student.name} (${student.email})`);
    await expect(form.getByRole('combobox', { name: 'Course' })).toHaveText(course.title);
    await form.getByLabel('Amount (EGP)').fill('100');
    await form.getByLabel('Note').fill('Paid the rest in cash');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, PAYMENTS.correctionAdded)).toBeVisible();
    await expect(card(page, 'Net Revenue')).toHaveText(money(1000));
  });

  test('the dashboard shows revenue by course and by month, each with its table', async ({ page, request }) => {
    const api = await adminLogin(request);
    const student = await api.addStudent(unique('Chart'));
    const course = await api.addCourse(unique('Chart Course'));
    await api.enroll(student.id, course.id, 2_000_000);
    await page.goto('/admin/dashboard');

    const byCourse = page.getByRole('figure', { name: 'Revenue by Course' });
    const byMonth = page.getByRole('figure', { name: 'Revenue by Month' });
    await expect(byCourse.locator('svg').first()).toBeVisible();
    await expect(byMonth.locator('svg').first()).toBeVisible();
    // The biggest course of the academy now: the caption names it.
    await expect(byCourse.locator('figcaption')).toContainText(course.title);

    await byCourse.getByRole('button', { name: 'Show Table' }).click();
    const courseTable = byCourse.getByRole('table', { name: 'Revenue by Course as a table' });
    await expect(courseTable.getByRole('row', { name: new RegExp(course.title) })).toContainText(amounts.format(2_000_000));

    await byMonth.getByRole('button', { name: 'Show Table' }).click();
    const monthTable = byMonth.getByRole('table', { name: 'Revenue by Month as a table' });
    await expect(monthTable.getByRole('row')).toHaveCount(13);
    const thisMonth = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'Africa/Cairo' }).format(
      new Date(),
    );
    await expect(monthTable.getByRole('row', { name: new RegExp(thisMonth) })).toBeVisible();
    await page.screenshot({ path: '/tmp/payments-dashboard.png', fullPage: true });
  });

  test("'By' names the admin, '{name} (deleted)' once deleted, 'System' on the demo's lines; Export Payments downloads what the filters show", async ({
    page,
    request,
  }) => {
    const api = await adminLogin(request);
    const student = await api.addStudent(unique('Staffed'));
    const course = await api.addCourse(unique('Staffed Course'));
    const staff = { name: unique('Nadia Staff'), email: `staff.${Date.now()}@e2e.test`, password: 'staff-pass-1' };
    const { admin } = await api.post<{ admin: { id: number } }>('/api/admin/admin/add', staff);
    const staffLogin = await request.post('/api/admin/login', { data: { email: staff.email, password: staff.password } });
    const headers = { Authorization: `Bearer ${(await staffLogin.json()).token}` };
    const enrolled = await request.post('/api/admin/enrollment/enroll', {
      headers,
      data: { user_id: student.id, course_id: course.id, price: 1200, got_discount: true },
    });
    expect(enrolled.ok()).toBeTruthy();

    await page.goto(`/admin/payments?course=${course.id}`);
    const line = page.getByRole('row').nth(1);
    await expect(line).toContainText(student.email);
    await expect(line).toContainText(staff.name);
    await expect(line).not.toContainText('(deleted)');

    const rootLogin = await request.post('/api/admin/login', { data: E2E_ADMIN });
    const root = { Authorization: `Bearer ${(await rootLogin.json()).token}` };
    expect((await request.delete(`/api/admin/admin/delete/${admin.id}`, { headers: root })).ok()).toBeTruthy();
    await page.reload();
    await expect(line).toContainText(`${staff.name} (deleted)`);

    // The file holds the line the screen shows, named the same way, with the BOM Excel needs for UTF-8.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Payments' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(header).toBe(
      'id,created_at,kind,amount_egp,got_discount,user_id,user_name,user_email,course_id,course_title,note,recorded_by',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`,payment,1200,yes,${student.id},${student.name},${student.email},${course.id},`);
    expect(rows[0].endsWith(`,${staff.name} (deleted)`)).toBe(true);

    // The demo's payments were written by the seed, not by an admin: lines older than any test's.
    const weekAgo = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date(Date.now() - 7 * 86_400_000));
    await page.goto(`/admin/payments?kind=payment&to=${weekAgo}`);
    await expect(page.getByRole('row').nth(1)).toContainText('System');
    await expect(page.getByRole('main')).not.toContainText('Deleted admin');
    await page.screenshot({ path: '/tmp/payments-by.png' });
  });

  test('the refund hint is what the student paid for the course after corrections, from the ledger', async ({
    page,
    request,
  }) => {
    const api = await adminLogin(request);
    const student = await api.addStudent(unique('Hinted'));
    const course = await api.addCourse(unique('Hinted Course'));
    await api.enroll(student.id, course.id, 1000);
    await api.post('/api/admin/payments/correction', {
      user_id: student.id,
      course_id: course.id,
      amount: -250,
      note: 'Discount',
    });

    await page.goto(`/admin/users?q=${encodeURIComponent(student.email)}`);
    await page.getByRole('button', { name: `Actions for ${student.email}` }).click();
    await page.getByRole('menuitem', { name: 'Unenroll', exact: true }).click();
    const unenroll = dialog(page, `Unenroll ${student.name}`);
    await choose(unenroll, 'Course', course.title);
    const refund = unenroll.getByLabel('Refund (EGP)', { exact: true });
    await expect(refund).toHaveAccessibleDescription(`Paid ${money(750)}. Leave blank for no refund.`);
    await expect(refund).toHaveAttribute('max', '750');
  });
});
