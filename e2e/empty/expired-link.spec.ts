/**
 * An expired reset link (issue 26 item 2) in the browser: this server's links work 3 seconds
 * (RESET_LINK_MINUTES 0.05, playwright.config.ts), so the real expiry is reached by waiting.
 */
import { expect, test } from '@playwright/test';
import { PASSWORD_LINKS } from '../../contracts/messages';
import { adminLogin } from '../support/admin-api';
import { linkIn, waitForMail } from '../support/mail';

test('a reset link opened after it expired is refused, and offers a new one', async ({ page, request }) => {
  const student = await (await adminLogin(request)).addStudent('Late Student');
  await page.goto('/forgot-password');
  await page.getByLabel('E-Mail').fill(student.email);
  await page.getByRole('button', { name: /send link/i }).click();
  await expect(page.getByText(PASSWORD_LINKS.forgotSent)).toBeVisible();
  const mail = await waitForMail(request, student.email);
  expect(mail.text).toContain('It works once, for 3 seconds');

  await page.waitForTimeout(3500);
  await page.goto(linkIn(mail));
  await page.getByLabel('New Password').fill('too-late-secret');
  await page.getByRole('button', { name: /save password/i }).click();
  await expect(page.getByRole('alert')).toContainText(PASSWORD_LINKS.expired);
  await page.getByRole('link', { name: 'Ask For A New Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  const login = await request.post('/api/user/login', { data: { email: student.email, password: 'too-late-secret' } });
  expect(login.status()).toBe(401);
});
