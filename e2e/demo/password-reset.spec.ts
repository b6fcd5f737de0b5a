/**
 * Forgot password (issue 26 item 2) end to end: the login's show-password toggle and "Forgot
 * password?" link, the form, the mail the server really sent (e2e/support/mail-catcher.ts), the
 * link opening /reset-password, the new password signing in, the same link refused once used.
 */
import { expect, test } from '@playwright/test';
import { PASSWORD_LINKS } from '../../contracts/form-messages';
import { adminLogin } from '../support/admin-api';
import { mailsTo, linkIn, waitForMail } from '../support/mail';
import { expectAccessible, PHONE } from '../support/screens';
import { signInThroughForm } from '../support/student-session';

const NEW_PASSWORD = 'my-new-secret';

test('the password field of the login shows and hides what was typed', async ({ page }) => {
  await page.goto('/user/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('typed-secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: PASSWORD_LINKS.showPassword }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('typed-secret');
  await page.getByRole('button', { name: PASSWORD_LINKS.hidePassword }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await expectAccessible(page);
});

test('forgot password: the mailed link sets a new password once, then says it was used', async ({ page, request }) => {
  const student = await (await adminLogin(request)).addStudent('Reset Student');

  await page.goto('/user/login');
  await page.getByRole('link', { name: PASSWORD_LINKS.forgotLink }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('E-Mail').fill(student.email);
  await page.getByRole('button', { name: /send link/i }).click();
  await expect(page.getByText(PASSWORD_LINKS.forgotSent)).toBeVisible();

  const mail = await waitForMail(request, student.email);
  expect(mail.subject).toMatch(/^Reset your .+ password$/);
  const link = linkIn(mail);
  expect(link).toMatch(/\/reset-password#token=/);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /save password/i }).click();
  await expect(page.getByText(PASSWORD_LINKS.passwordSaved)).toBeVisible();
  // The spent token leaves the address bar.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByRole('link', { name: /go to login/i }).click();
  await signInThroughForm(page, { email: student.email, password: NEW_PASSWORD });

  // Opened again, the spent link says so at once (issue 44 item 4): no form to fill first.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText(PASSWORD_LINKS.used);
  await expect(page.getByLabel('New Password')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ask For A New Link' })).toHaveAttribute('href', '/forgot-password');
});

test('an address without an account gets the same answer, and no mail', async ({ page, request }) => {
  const nobody = `nobody.${Date.now()}@e2e.test`;
  await page.goto('/forgot-password');
  await page.getByLabel('E-Mail').fill(nobody);
  await page.getByRole('button', { name: /send link/i }).click();
  await expect(page.getByText(PASSWORD_LINKS.forgotSent)).toBeVisible();
  // Another address's mail, asked for afterwards, arrives: the unknown one's would have gone first.
  const student = await (await adminLogin(request)).addStudent('After Nobody');
  await request.post('/api/user/password/forgot', { data: { email: student.email } });
  await waitForMail(request, student.email);
  expect(await mailsTo(request, nobody)).toEqual([]);
});

test('a link without a token says so at once', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText(PASSWORD_LINKS.invalid);
  await expect(page.getByRole('button', { name: /save password/i })).toHaveCount(0);
});

for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', PHONE],
] as const) {
  test(`screens at ${name} width: login with the toggle, forgot form, reset form`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await page.goto('/user/login');
    await page.getByLabel('Password', { exact: true }).fill('typed-secret');
    await page.getByRole('button', { name: PASSWORD_LINKS.showPassword }).click();
    await page.screenshot({ path: `test-results/issue26/login-toggle-${name}.png` });
    await page.goto('/forgot-password');
    await page.getByLabel('E-Mail').fill('someone@e2e.test');
    await page.getByRole('button', { name: /send link/i }).click();
    await expect(page.getByText(PASSWORD_LINKS.forgotSent)).toBeVisible();
    await page.screenshot({ path: `test-results/issue26/forgot-${name}.png` });
    await expectAccessible(page);
    const student = await (await adminLogin(request)).addStudent(`Screen Student ${name}`);
    await request.post('/api/user/password/forgot', { data: { email: student.email } });
    await page.goto(linkIn(await waitForMail(request, student.email)));
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await page.screenshot({ path: `test-results/issue26/reset-${name}.png` });
    await expectAccessible(page);
  });
}
