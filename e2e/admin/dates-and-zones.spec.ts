/**
 * Dates in the admin area (issue 20 items 2 and 3): a date typed with the keyboard reaches the
 * address whole (not as year 0026), two quick filter changes both stay, and every admin time and
 * date filter follows the academy's time zone (TZ) whatever the browser's zone is.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { adminLogin, type AdminApi } from '../support/admin-api';
import { choose, openAdminPage, openDashboard, row, unique } from '../support/admin';
import { test } from '../support/signed-in';

test.use({ viewport: { width: 1366, height: 900 } });

/** 'YYYY-MM-DD' of a moment on the calendar of `timeZone`. */
const dayIn = (timeZone: string, moment: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);

/** What a date field's keyboard takes in an en-US browser: 'MMDDYYYY'. */
const keys = (day: string) => `${day.slice(5, 7)}${day.slice(8, 10)}${day.slice(0, 4)}`;

/** The academy's time zone, as the ledger's answer names it. */
async function academyZone(api: AdminApi) {
  return (await api.get<{ time_zone: string }>('/api/admin/payments?per_page=1')).time_zone;
}

/** The From or To date field of the screen (labelled with the zone after its name). */
const dateField = (page: Page, name: 'From' | 'To') =>
  page.locator('main').getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Types a date into a date field from its first segment, as a person does. */
async function typeDate(field: Locator, day: string) {
  await field.focus();
  await field.page().keyboard.type(keys(day));
}

async function enrolledStudent(api: AdminApi, price: number) {
  const student = await api.addStudent(unique('Zone'));
  const course = await api.addCourse(unique('Zone Course'));
  await api.enroll(student.id, course.id, price);
  return { student, course };
}

test.describe('date filters', () => {
  test.beforeEach(async ({ page }) => openDashboard(page));

  test('payments: a typed From is the whole date; a course then a typed To both stay in the address', async ({
    page,
    request,
  }) => {
    const api = await adminLogin(request);
    const zone = await academyZone(api);
    const { student, course } = await enrolledStudent(api, 640);
    const today = dayIn(zone, new Date());

    await openAdminPage(page, 'Payments', 'Payments');
    await typeDate(dateField(page, 'From'), today);
    await expect(page).toHaveURL(new RegExp(`from=${today}`));
    expect(page.url()).not.toMatch(/from=0/);

    await choose(page.locator('main'), 'Course', course.title);
    await typeDate(dateField(page, 'To'), today);
    await expect(page).toHaveURL(new RegExp(`to=${today}`));
    const address = new URL(page.url()).searchParams;
    expect([address.get('course'), address.get('from'), address.get('to')]).toEqual([String(course.id), today, today]);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText(student.email);

    // A day after the payment leaves it out.
    const tomorrow = dayIn('UTC', new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000));
    await dateField(page, 'To').fill(tomorrow);
    await dateField(page, 'From').fill(tomorrow);
    await expect(page).toHaveURL(new RegExp(`from=${tomorrow}`));
    await expect(page.getByText('No payments found')).toBeVisible();
  });

  test('audit log: a typed date range keeps the day; the menus and the dates build on each other', async ({ page, request }) => {
    const api = await adminLogin(request);
    const zone = await academyZone(api);
    const { student } = await enrolledStudent(api, 310);
    const today = dayIn(zone, new Date());

    await openAdminPage(page, 'Audit Log', 'Audit Log');
    await choose(page.locator('main'), 'Action', /^Enroll$/);
    // To typed straight on: the From date reaching the address while To is typed no longer resets
    // To's half-typed date (DateFilterField holds its range while it has focus).
    await typeDate(dateField(page, 'From'), today);
    await typeDate(dateField(page, 'To'), today);
    await expect(page).toHaveURL(new RegExp(`to=${today}`));
    const address = new URL(page.url()).searchParams;
    expect([address.get('action'), address.get('from'), address.get('to')]).toEqual(['enroll', today, today]);
    await page.getByRole('searchbox', { name: 'Search' }).fill(student.name);
    await expect(row(page, new RegExp(`^Enrolled ${student.name} in`))).toHaveCount(1);
  });
});

/**
 * A browser zone whose calendar day differs from the academy's right now (the academy is in
 * Africa/Cairo, playwright.config.ts): 12 or more hours ahead of it or behind it.
 */
function distantZone(academy = 'Africa/Cairo') {
  const now = new Date();
  return ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((zone) => dayIn(zone, now) !== dayIn(academy, now))!;
}

test.describe('one time zone', () => {
  test.use({ timezoneId: distantZone() });
  test.beforeEach(async ({ page }) => openDashboard(page));

  const clock = (zone: string, moment: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(moment));

  async function auditLine(api: AdminApi, name: string) {
    const { entries } = await api.get<{ entries: { summary: string; created_at: string }[] }>(
      `/api/admin/audit-log?search=${encodeURIComponent(name)}&action=enroll`,
    );
    expect(entries).toHaveLength(1);
    return entries[0];
  }

  test('an audit line shows and is found under the academy date; the ledger shows the same clock time', async ({
    page,
    request,
  }) => {
    const api = await adminLogin(request);
    const zone = await academyZone(api);
    const { student } = await enrolledStudent(api, 455);
    const line = await auditLine(api, student.name);
    const browserDay = await page.evaluate(
      (moment) => new Date(moment).toLocaleDateString('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }),
      line.created_at,
    );
    const academyDay = dayIn(zone, new Date(line.created_at));
    expect(browserDay).not.toBe(academyDay);

    await openAdminPage(page, 'Audit Log', 'Audit Log');
    await page.getByRole('searchbox', { name: 'Search' }).fill(student.name);
    const shown = row(page, line.summary);
    await expect(shown).toContainText(clock(zone, line.created_at));
    await expect(page.getByRole('columnheader', { name: /When/ })).toContainText(zone);
    await page.screenshot({ path: '/tmp/zones-audit.png' });

    await typeDate(dateField(page, 'From'), academyDay);
    await typeDate(dateField(page, 'To'), academyDay);
    // Both dates in the address, wherever the debounced search's `q` lands among them.
    await expect
      .poll(() => ['from', 'to'].map((key) => new URL(page.url()).searchParams.get(key)))
      .toEqual([academyDay, academyDay]);
    await expect(shown).toBeVisible();
    await shown.getByRole('button', { name: /view changes/i }).click();
    await expect(page.getByRole('dialog')).toContainText(clock(zone, line.created_at));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // By address: a drawer click right after these filters is sometimes lost (seen on this screen only; noted in issue 20's closing note).
    await page.goto('/admin/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Date/ })).toContainText(zone);
    await page.getByRole('searchbox', { name: /search/i }).fill(student.email);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText(clock(zone, line.created_at));
  });

  test("the Users table and a student's page show the academy's dates, labelled with its zone", async ({ page, request }) => {
    const api = await adminLogin(request);
    const zone = await academyZone(api);
    const { student, course } = await enrolledStudent(api, 120);
    const line = await auditLine(api, student.name);
    const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: zone }).format(
      new Date(line.created_at),
    );

    await openAdminPage(page, 'Users', 'Users');
    await expect(page.getByRole('columnheader', { name: /Joined/ })).toContainText(zone);
    await page.getByRole('searchbox', { name: /search/i }).fill(student.email);
    await expect(row(page, student.name)).toContainText(day);

    await page.goto(`/admin/users/${student.id}`);
    await expect(page.getByText(`Times in ${zone}`)).toBeVisible();
    const enrollments = page.getByRole('table', { name: /enrollments/i });
    await expect(enrollments.getByRole('row', { name: new RegExp(course.title) })).toContainText(day);
  });
});

test.describe('audit log layout', () => {
  test.beforeEach(async ({ page }) => openDashboard(page));

  test('ten lines a page by default, and the search placeholder fits its field', async ({ page }) => {
    await openAdminPage(page, 'Audit Log', 'Audit Log');
    await expect(page.getByRole('combobox', { name: /rows per page/i })).toHaveText('10');
    await expect(page.getByRole('row')).toHaveCount(11);
    const search = page.getByRole('searchbox', { name: 'Search' });
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const text = context.measureText(input.placeholder).width;
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { placeholder: input.placeholder, text, inner };
    });
    expect(room.placeholder).not.toBe('');
    expect(room.text).toBeLessThanOrEqual(room.inner);
  });
});
