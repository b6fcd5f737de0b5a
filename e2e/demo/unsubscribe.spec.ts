/**
 * Notification mail's unsubscribe link end to end (issue 48 item 5): staff revoke a student's
 * achievement, the mail the server really sent (e2e/support/mail-catcher.ts) carries the link, the
 * page it opens changes nothing until its button is pressed, and then the student's mail is off.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { UNSUBSCRIBE } from '../../contracts/form-messages';
import { E2E_ADMIN } from '../support/accounts';
import { adminLogin } from '../support/admin-api';
import { waitForMail } from '../support/mail';
import { expectAccessible } from '../support/screens';

/** Whether the student takes notification mail, as their own profile says. */
async function notifyByMail(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/user/login', { data: { email, password } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  return (await (await request.get('/api/user/me', { headers })).json()).user.notify_by_mail as boolean;
}

test('a revoke mails the student; the link turns that mail off only once its button is pressed', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const student = await admin.addStudent('Unsubscribe Student');
  const { achievement } = await admin.post<{ achievement: { id: number } }>('/api/admin/achievements', {
    name: `Helper ${Date.now()}`,
    description: 'Helped a classmate (browser test)',
    points: 10,
    manual: 1,
  });
  await admin.post(`/api/admin/users/${student.id}/achievements`, { achievement_id: achievement.id });
  const token = (await (await request.post('/api/admin/login', { data: E2E_ADMIN })).json()).token as string;
  const revoked = await request.delete(`/api/admin/users/${student.id}/achievements/${achievement.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.ok(), await revoked.text()).toBeTruthy();

  const mail = await waitForMail(request, student.email);
  expect(mail.subject).toMatch(/achievement Helper \d+ was revoked$/);
  const link = mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link, mail.text).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expectAccessible(page);
  expect(await notifyByMail(request, student.email, student.password)).toBe(true);

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(UNSUBSCRIBE.done)).toBeVisible();
  // Used, the token leaves the address bar.
  await expect(page).toHaveURL(/\/unsubscribe$/);
  expect(await notifyByMail(request, student.email, student.password)).toBe(false);
});
