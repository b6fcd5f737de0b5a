/**
 * Invitations of imported students (issue 26 item 3) end to end: the import's invite option, the
 * mail the server really sent (e2e/support/mail-catcher.ts), the link opening /set-password, the
 * chosen password signing in; Resend Invitation on the student's page, which retires the earlier
 * link.
 */
import { expect, type Page } from '@playwright/test';
import { COHORTS, INVITATIONS } from '../../contracts/admin-messages';
import { PASSWORD_LINKS } from '../../contracts/form-messages';
import { adminLogin } from '../support/admin-api';
import { loginAsAdmin, openAdminPage, openDashboard, row, toast } from '../support/admin';
import { signedOut, test } from '../support/signed-in';
import { linkIn, waitForMail } from '../support/mail';
import { PHONE } from '../support/screens';
import { signInThroughForm } from '../support/student-session';

const INVITE_LABEL = /e-mail new students a link to set their password/i;

async function chooseCsv(page: Page, name: string, csv: string) {
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

/** Chooses the password from a mailed link on /set-password. */
async function setPasswordFromLink(page: Page, link: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
  await page.getByLabel('New Password').fill(password);
  await page.getByRole('button', { name: /save password/i }).click();
}

test('an imported cohort is invited by e-mail: the link sets the password once, and the student signs in', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const omar = { name: `Omar Invited ${tag}`, email: `omar.invited.${tag}@e2e.test` };

  await page.setViewportSize({ width: 1366, height: 900 });
  await openDashboard(page);
  await openAdminPage(page, 'Import Students', 'Import Students');
  await page.getByRole('checkbox', { name: INVITE_LABEL }).check();
  await chooseCsv(page, 'invited.csv', `name,email,password,courses\n${omar.name},${omar.email},,\n`);
  await expect(row(page, omar.email).getByText('Invited', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/issue26/import-invite-desktop.png', fullPage: true });

  await page.getByRole('button', { name: 'Import 1 Row' }).click();
  await expect(
    page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: COHORTS.imported({ created: 1, updated: 0, enrolled: 0, unchanged: 0, invited: 1 }) }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Generated passwords' })).toHaveCount(0);

  const mail = await waitForMail(request, omar.email);
  expect(mail.text).toContain(`Hello ${omar.name},`);
  // Recent Imports counts the queued invitations that were delivered (issue 43).
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(COHORTS.delivered(1, 1)).first()).toBeVisible({ timeout: 2000 });
  }).toPass();
  const link = linkIn(mail);
  expect(link).toMatch(/\/set-password#token=/);
  await setPasswordFromLink(page, link, 'omars-own-secret');
  await expect(page.getByText(PASSWORD_LINKS.passwordSaved)).toBeVisible();
  await signInThroughForm(page, { email: omar.email, password: 'omars-own-secret' });

  // Opened again, the used invitation says so at once and leads to the login (issue 44 item 4).
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText(PASSWORD_LINKS.invitationUsed);
  await expect(page.getByLabel('New Password')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go To Login' })).toHaveAttribute('href', '/user/login');
});

test("Resend Invitation on the student's page sends a new link and retires the earlier one", async ({ page, request }) => {
  const api = await adminLogin(request);
  const tag = Date.now().toString(36);
  const email = `sara.invited.${tag}@e2e.test`;
  const csv = `name,email,password,courses\nSara Invited ${tag},${email},,\n`;
  const preview = await api.post<{ preview_id: string }>('/api/admin/import/users/preview', { csv, invite: true });
  const job = await api.runJob('/api/admin/import/users', { csv, invite: true, preview_id: preview.preview_id });
  expect(job.status).toBe('succeeded');
  const first = linkIn(await waitForMail(request, email));
  const { users } = await api.get<{ users: { id: number; email: string }[] }>(
    `/api/admin/users?search=${encodeURIComponent(email)}`,
  );
  const sara = users.find((user) => user.email === email)!;

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/admin/users/${sara.id}`);
  const pending = page.getByRole('alert').filter({ hasText: 'has not chosen a password yet' });
  await expect(pending).toContainText('Invitation sent on');
  await page.screenshot({ path: 'test-results/issue26/student-invitation-desktop.png' });
  await pending.getByRole('button', { name: INVITATIONS.resend }).click();
  await expect(toast(page, INVITATIONS.sent(email))).toBeVisible();

  const second = linkIn(await waitForMail(request, email, 2));
  expect(second).not.toBe(first);
  // Her page lists both mails with their delivery (issue 43).
  await expect(async () => {
    await page.reload();
    const mails = page.getByRole('table', { name: 'Mails' });
    await expect(mails.getByRole('row').filter({ hasText: 'Sent' })).toHaveCount(2, { timeout: 2000 });
  }).toPass();
  await page.getByRole('table', { name: 'Mails' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/issue43/student-mails-desktop.png', fullPage: true });
  // The replaced invitation says so as it opens, and asks staff, not /forgot-password (issue 44 item 4).
  await page.goto(first);
  await expect(page.getByRole('alert')).toContainText(PASSWORD_LINKS.invitationInvalid);
  await expect(page.getByLabel('New Password')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /forgot|new link/i })).toHaveCount(0);
  await setPasswordFromLink(page, second, 'sara-own-secret');
  await expect(page.getByText(PASSWORD_LINKS.passwordSaved)).toBeVisible();

  // Once she has a password, her page no longer shows an invitation (the admin is still signed in).
  await page.goto(`/admin/users/${sara.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(`Sara Invited ${tag}`) })).toBeVisible();
  await expect(page.getByText('has not chosen a password yet')).toHaveCount(0);
});

// The login screen's form: without a session it shows, with one it skips ahead.
test.describe(() => {
  test.use({ storageState: signedOut });

  test('screens at phone width: the invitation option and the admin login toggle', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/admin/login');
    await page.getByLabel('Password', { exact: true }).fill('typed-secret');
    await page.getByRole('button', { name: PASSWORD_LINKS.showPassword }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.screenshot({ path: 'test-results/issue26/admin-login-toggle-phone.png' });
    await loginAsAdmin(page);
    await page.goto('/admin/import-students');
    await expect(page.getByRole('checkbox', { name: INVITE_LABEL })).toBeVisible();
    await page.screenshot({ path: 'test-results/issue26/import-invite-phone.png', fullPage: true });
  });
});
