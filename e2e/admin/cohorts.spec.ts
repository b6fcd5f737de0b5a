/**
 * Cohort import and exports (issue 14 items 1 and 4), as an admin uses them: a CSV with a bad row
 * is previewed with the row's exact error and cannot be imported; the corrected file previews as
 * create + enroll, imports, shows the generated password once (exported as CSV), the student can
 * sign in with it and appears in Users; the Users page's export downloads them.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { VALIDATION } from '../../contracts/form-messages';
import { COHORTS } from '../../contracts/admin-messages';
import { JOBS, type Job } from '../../contracts/jobs';
import { adminLogin } from '../support/admin-api';
import { dialog, openAdminPage, openDashboard, row, unique } from '../support/admin';
import { test } from '../support/signed-in';

test.use({ viewport: { width: 1366, height: 900 } });

async function chooseCsv(page: Page, name: string, csv: string) {
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

/** The test servers send mail, so invitations are the default (issue 43): these imports choose generated passwords. */
async function openImportWithGeneratedPasswords(page: Page) {
  await openAdminPage(page, 'Import Students', 'Import Students');
  await page.getByRole('checkbox', { name: /e-mail new students a link to set their password/i }).uncheck();
}

async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

test('import a small cohort: preview with errors, fix, confirm, generated password, students in Users, export', async ({
  page,
  request,
}) => {
  const api = await adminLogin(request);
  const course = await api.addCourse(unique('Cohort Course'));
  const tag = Date.now().toString(36);
  const omar = { name: `Omar Cohort ${tag}`, email: `omar.${tag}@e2e.test` };
  const mona = { name: `Mona Cohort ${tag}`, email: `mona.${tag}@e2e.test` };

  await openDashboard(page);
  await openImportWithGeneratedPasswords(page);

  const template = await downloaded(page, () => page.getByRole('button', { name: 'Download Template' }).click());
  expect(template.name).toBe('students-template.csv');
  expect(template.text.split('\r\n')[0]).toBe('\uFEFFname,email,password,courses,github,website');

  const bad = `name,email,password,courses\n${omar.name},not-an-email,,${course.title}:1200\n`;
  await chooseCsv(page, 'bad.csv', bad);
  await expect(page.getByText(`${VALIDATION.email}`)).toBeVisible();
  await expect(page.getByText('1 With Errors')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 1 Row' })).toBeDisabled();

  const good = [
    'name,email,password,courses',
    `${omar.name},${omar.email},,${course.title}:1200:yes`,
    `${mona.name},${mona.email},Mona12345,${course.title}:900`,
  ].join('\n');
  await chooseCsv(page, 'cohort.csv', good);
  await expect(page.getByText('2 To Create')).toBeVisible();
  await expect(page.getByText('2 Enrollments')).toBeVisible();
  const omarRow = row(page, omar.email);
  await expect(omarRow.getByText('Create', { exact: true })).toBeVisible();
  await expect(omarRow.getByText('Enroll', { exact: true })).toBeVisible();
  await expect(omarRow.getByText('Generated')).toBeVisible();
  await expect(omarRow.getByText(`${course.title}: 1,200.00 EGP (discount)`)).toBeVisible();
  await page.screenshot({ path: '/tmp/cohorts-preview.png', fullPage: true });

  await page.getByRole('button', { name: 'Import 2 Rows' }).click();
  await expect(
    page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: COHORTS.imported({ created: 2, updated: 0, enrolled: 2, unchanged: 0 }) }),
  ).toBeVisible();
  const passwords = page.getByRole('table', { name: 'Generated passwords' });
  const passwordRow = passwords.getByRole('row').filter({ hasText: omar.email });
  await expect(passwordRow).toBeVisible();
  await expect(passwords.getByRole('row')).toHaveCount(2); // header + Omar: Mona's password came from the file
  const password = (await passwordRow.getByRole('cell').nth(3).innerText()).trim();
  expect(password).toMatch(/^[A-Za-z2-9]{14}$/);
  await page.screenshot({ path: '/tmp/cohorts.png', fullPage: true });

  const exported = await downloaded(page, () => page.getByRole('button', { name: 'Export Passwords (CSV)' }).click());
  expect(exported.name).toBe('student-passwords.csv');
  expect(exported.text).toContain(`${omar.email},${password}`);

  const login = await request.post('/api/user/login', { data: { email: omar.email, password } });
  expect(login.ok()).toBeTruthy();

  // Exported: staff forget them at once (issue 43); the screen no longer shows them.
  await page.getByRole('button', { name: 'Forget These Passwords' }).click();
  await expect(page.getByText('The generated passwords of this import were forgotten')).toBeVisible();
  await expect(passwords).toHaveCount(0);
  await page.screenshot({ path: 'test-results/issue43/import-passwords-forgotten.png', fullPage: true });

  await page.getByRole('link', { name: 'Go To Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users Manage' })).toBeVisible();
  await page.getByRole('searchbox').fill(tag);
  await expect(row(page, omar.email)).toBeVisible();
  await expect(row(page, mona.email)).toBeVisible();
  await page.screenshot({ path: '/tmp/cohorts-users.png' });

  const users = await downloaded(page, () => page.getByRole('button', { name: 'Export Users' }).click());
  expect(users.name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(users.text.split('\r\n')[0]).toBe(
    '\uFEFF' +
      'id,name,email,rank,total_points,project_points,projects_count,courses_count,skills_count,courses,joined_at,suspended_at,github,website',
  );
  expect(users.text).toContain(`${omar.name},${omar.email},`);
  expect(users.text).toContain(course.title);
});

test('re-import an updated roster: unchanged rows, rows with errors as CSV, the template names real courses, a warning before leaving the passwords', async ({
  page,
  request,
}) => {
  const api = await adminLogin(request);
  const course = await api.addCourse(unique('Roster Course'));
  const tag = Date.now().toString(36);
  const roster = Array.from({ length: 4 }, (_, i) => `Roster ${i} ${tag},roster${i}.${tag}@e2e.test,,${course.title}:1200`);
  // Yesterday's import of the roster.
  const yesterday = ['name,email,password,courses', ...roster].join('\n');
  const { preview_id } = await api.post<{ preview_id: string }>('/api/admin/import/users/preview', { csv: yesterday });
  expect((await api.runJob('/api/admin/import/users', { csv: yesterday, preview_id })).status).toBe('succeeded');

  await openDashboard(page);
  await openImportWithGeneratedPasswords(page);

  // The template enrolls its examples in courses this academy has, open to enrollments.
  const template = await downloaded(page, () => page.getByRole('button', { name: 'Download Template' }).click());
  const named = Papa.parse<string[]>(template.text.slice(1).trim())
    .data.slice(1)
    .flatMap((line) => line[3].split(';').filter(Boolean))
    .map((entry) => entry.split(':')[0]);
  const open = (await api.get<{ courses: { title: string; archived_at: string | null }[] }>('/api/admin/courses')).courses
    .filter((c) => !c.archived_at)
    .map((c) => c.title);
  expect(named.length).toBeGreaterThan(0);
  for (const title of named) expect(open).toContain(title);

  // Today's roster: the first three as they were, the fourth at another price, a broken row, a new student.
  const newcomer = { name: `Newcomer ${tag}`, email: `newcomer.${tag}@e2e.test` };
  const today = [
    'name,email,password,courses',
    ...roster.slice(0, 3),
    `Roster 3 ${tag},roster3.${tag}@e2e.test,,${course.title}:1500`,
    `=1+2 ${tag},not-an-email,,`,
    `${newcomer.name},${newcomer.email},,${course.title}:800`,
  ].join('\n');
  await chooseCsv(page, 'roster.csv', today);
  await expect(page.getByText('3 Unchanged')).toBeVisible();
  await expect(page.getByText('2 With Errors')).toBeVisible();
  await expect(page.getByText('1 Enrollment', { exact: true })).toBeVisible();
  await expect(row(page, `roster3.${tag}@e2e.test`).getByText('Already Enrolled At 1,200.00 EGP')).toBeVisible();
  await expect(row(page, `roster0.${tag}@e2e.test`).getByText('Unchanged', { exact: true })).toBeVisible();
  const refusal = page.getByRole('main').getByRole('alert').filter({ hasText: COHORTS.hasErrors });
  // The title and the explanation are two sentences, not one run-on line.
  expect(await refusal.innerText()).toContain(`${COHORTS.hasErrors}\nNothing is imported while a row has an error: fix`);
  await page.screenshot({ path: '/tmp/cohorts-reimport-errors.png', fullPage: true });

  const errors = await downloaded(page, () => refusal.getByRole('button', { name: 'Download Rows With Errors' }).click());
  expect(errors.name).toBe('roster-errors.csv');
  expect(errors.text.startsWith('\uFEFF')).toBe(true);
  expect(Papa.parse<string[]>(errors.text.slice(1).trim()).data).toEqual([
    ['error', 'name', 'email', 'password', 'courses'],
    [
      `courses "${course.title}:1500": Already Enrolled At 1,200.00 EGP`,
      `Roster 3 ${tag}`,
      `roster3.${tag}@e2e.test`,
      '',
      `${course.title}:1500`,
    ],
    // A formula-like cell is written with a leading ' so a spreadsheet shows it as text.
    [`email: ${VALIDATION.email}`, `'=1+2 ${tag}`, 'not-an-email', '', ''],
  ]);

  // Yesterday's roster again: nothing to do, and the screen says why.
  await chooseCsv(page, 'roster.csv', yesterday);
  await expect(page.getByText('4 Unchanged')).toBeVisible();
  await expect(page.getByText('Nothing to import: every student in the file is already here as the file says.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 4 Rows' })).toBeDisabled();

  // The corrected roster: the new student is imported, the four others are left as they are.
  await chooseCsv(
    page,
    'roster.csv',
    ['name,email,password,courses', ...roster, `${newcomer.name},${newcomer.email},,${course.title}:800`].join('\n'),
  );
  await expect(page.getByText('4 Unchanged')).toBeVisible();
  await expect(page.getByText('1 Enrollment', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Import 5 Rows' }).click();
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'Import Done: 1 Created, 0 Updated, 1 Enrollment, 4 Unchanged' }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Generated passwords' }).getByRole('row').filter({ hasText: newcomer.email }),
  ).toBeVisible();

  // The passwords are not exported yet: leaving asks first, a reload or a closed tab gets the browser's prompt.
  await page.getByRole('link', { name: 'Go To Users' }).click();
  const leave = dialog(page, COHORTS.leaveTitle);
  await expect(leave).toBeVisible();
  await expect(leave).toContainText(COHORTS.leaveText);
  await page.screenshot({ path: '/tmp/cohorts-leave.png', animations: 'disabled' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await page.getByRole('button', { name: 'Import Another File' }).click();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('table', { name: 'Generated passwords' })).toBeVisible();
  const unloadRefused = () =>
    page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  expect(await unloadRefused()).toBe(true);
  await page.getByRole('link', { name: 'Go To Users' }).click();
  await leave.getByRole('button', { name: 'Leave Without Passwords' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users Manage' })).toBeVisible();
  expect(await unloadRefused()).toBe(false);
});

// @alone: the server runs one job at a time, and this one hashes for long: other tests' jobs would wait behind it.
test(
  'an import runs as a job: its progress shows, staff leave mid-job and come back to it, then to its generated passwords',
  { tag: '@alone' },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    const api = await adminLogin(request);
    const tag = Date.now().toString(36);
    // 400 students with their own passwords (full-cost argon2: several seconds of hashing), 2 with generated ones.
    const given = Array.from({ length: 400 }, (_, i) => `Given ${i} ${tag},given${i}.${tag}@e2e.test,Given${i}pass,`);
    const generated = [`Gen A ${tag},gena.${tag}@e2e.test,,`, `Gen B ${tag},genb.${tag}@e2e.test,,`];
    const csv = ['name,email,password,courses', ...given, ...generated].join('\n');

    await openDashboard(page);
    await openImportWithGeneratedPasswords(page);
    await chooseCsv(page, 'big-cohort.csv', csv);
    await expect(page.getByText('402 To Create')).toBeVisible();
    await page.getByRole('button', { name: 'Import 402 Rows' }).click();

    // Its progress: passwords hashed of all, as a labelled bar with its value.
    const progress = page.getByRole('region', { name: 'Import progress' });
    const hashing = progress.getByRole('progressbar', { name: /^Hashing Passwords: [\d,]+ Of 402$/ });
    await expect(hashing).toBeVisible();
    await expect(hashing).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(progress).toContainText(JOBS.started);
    await expect(progress).toBeFocused();
    await expect(hashing).not.toHaveAttribute('aria-valuenow', '0');
    await page.screenshot({ path: '/tmp/import-job-progress.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/import-job-progress-phone.png' });
    await page.setViewportSize({ width: 1366, height: 900 });

    // Leave mid-job (nothing asks), and come back: the running import shows again with its progress.
    await openAdminPage(page, 'Users', 'Users Manage');
    const [job] = (await api.get<{ data: Job[] }>('/api/admin/jobs')).data.filter((j) => j.kind === 'import');
    expect(job.status).toBe('running');
    await openAdminPage(page, 'Import Students', 'Import Students');
    await expect(progress.getByRole('progressbar')).toBeVisible();

    // It ends here: the passwords generated for the two, and theirs sign them in.
    const passwords = page.getByRole('table', { name: 'Generated passwords' });
    await expect(passwords).toBeVisible({ timeout: 120_000 });
    await expect(
      page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: COHORTS.imported({ created: 402, updated: 0, enrolled: 0, unchanged: 0 }) }),
    ).toBeVisible();
    await expect(passwords.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('main').getByRole('alert').first()).toBeFocused();
    const password = async (email: string) =>
      (await passwords.getByRole('row').filter({ hasText: email }).getByRole('cell').nth(3).innerText()).trim();
    const genA = await password(`gena.${tag}@e2e.test`);
    for (const [email, secret] of [
      [`gena.${tag}@e2e.test`, genA],
      [`given7.${tag}@e2e.test`, 'Given7pass'],
    ]) {
      const login = await request.post('/api/user/login', { data: { email, password: secret } });
      expect(login.ok(), email).toBeTruthy();
    }
    await page.screenshot({ path: '/tmp/import-job-outcome.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/import-job-outcome-phone.png' });
    await page.setViewportSize({ width: 1366, height: 900 });

    // Leave without exporting, and come back later: the finished import is listed, its passwords open again.
    await page.getByRole('link', { name: 'Go To Users' }).click();
    await dialog(page, COHORTS.leaveTitle).getByRole('button', { name: 'Leave Without Passwords' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users Manage' })).toBeVisible();
    await openAdminPage(page, 'Import Students', 'Import Students');
    const recent = page.getByRole('region', { name: 'Recent Imports' });
    const item = recent
      .getByRole('listitem')
      .filter({ hasText: COHORTS.imported({ created: 402, updated: 0, enrolled: 0, unchanged: 0 }) });
    await expect(item).toHaveCount(1);
    await page.screenshot({ path: '/tmp/import-job-recent.png', fullPage: true });
    await item.getByRole('button', { name: 'Show Result' }).click();
    await expect(passwords.getByRole('row').filter({ hasText: `gena.${tag}@e2e.test` })).toContainText(genA);
  },
);
