/** What the browser-test mail server received (e2e/support/mail-catcher.ts, started by playwright.config.ts). */
import { expect, type APIRequestContext } from '@playwright/test';

export type CaughtMail = { from: string; to: string; subject: string; text: string };

/** E2E_PORT_BASE + 10 (SMTP) and + 11 (HTTP): beside the app servers, away from them. */
export const mailPorts = (portBase: number) => ({ smtp: portBase + 10, http: portBase + 11 });
const httpPort = mailPorts(Number(process.env.E2E_PORT_BASE ?? 4310)).http;

export async function mailsTo(request: APIRequestContext, email: string): Promise<CaughtMail[]> {
  const response = await request.get(`http://127.0.0.1:${httpPort}/messages?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()).messages;
}

/** Waits for the `count`-th mail to an address (the app sends after answering) and answers it. */
export async function waitForMail(request: APIRequestContext, email: string, count = 1): Promise<CaughtMail> {
  let mails: CaughtMail[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(request, email)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return mails[count - 1];
}

/** The one-time link a mail carries (`.../reset-password#token=...` or `.../set-password#token=...`). */
export function linkIn(mail: CaughtMail): string {
  const link = mail.text.match(/https?:\/\/\S+#token=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no one-time link in: ${mail.text}`);
  return link;
}
