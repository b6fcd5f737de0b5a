/**
 * The admin tests' `test`, signed in (issue 42): each worker signs in once through the login
 * screen, and every test's browser starts from that session instead of signing in again. The
 * session is what the web app keeps in localStorage (web/api/session.ts), which a context's
 * storage state carries.
 *
 * The token is shared by every test of the worker: a test that logs out (which deletes the token
 * on the server), changes its own admin's password (which deletes its other tokens) or signs in
 * as another admin starts with `test.use({ storageState: signedOut })` and signs in itself with
 * `loginAsAdmin` (e2e/support/admin.ts).
 */
import { test as base, type BrowserContextOptions } from '@playwright/test';
import { loginAsAdmin } from './admin';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** No session at all: the login screen shows its form. */
export const signedOut: StorageState = { cookies: [], origins: [] };

export const test = base.extend<object, { adminSession: StorageState }>({
  adminSession: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await loginAsAdmin(await context.newPage());
      const session = await context.storageState();
      await context.close();
      await use(session);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminSession }, use) => use(adminSession),
});
