/** Signing a student in: through the login screen, or straight from the API into localStorage. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { textsOf, type Texts } from './catalogue';

export type StudentAccount = { email: string; password: string; name: string; id: number };

/** Signs in on the login screen, its labels read in the language of `t`. */
export async function signInThroughForm(page: Page, account: { email: string; password: string }, t: Texts = textsOf('en')) {
  await page.goto('/user/login');
  await page.getByLabel(t('auth.email')).fill(account.email);
  await page.getByLabel(t('auth.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Stores what a successful login stores (docs/product.md#entities), without the form. */
export async function signInWithApi(page: Page, request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/user/login', { data: { email: account.email, password: account.password } });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { token, user, type } = await response.json();
  await page.goto('/user/login');
  await page.evaluate(
    ({ token, user, type }) => {
      localStorage.setItem('user_token', token);
      localStorage.setItem('user_data', JSON.stringify(user));
      localStorage.setItem('user_type', type);
      localStorage.setItem('user_id', String(user.id));
      localStorage.setItem('user_name', user.name);
    },
    { token, user, type },
  );
}

/** How many answers about unread achievements the page has had so far (see dismissAchievementPopup). */
export const unreadChecks = (page: Page) =>
  page.evaluate(
    () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/achievements/unread')).length,
  );

/**
 * Closes the 'New Achievement Unlocked!' popup when one is showing. Looks only once the page has
 * had the server's answer about unread achievements (and rendered it): looking at once raced that
 * request, and a popup opening a moment later then blocked the test's next click. After an action
 * that asks again on the same screen (a submission), `checksBefore` (`unreadChecks` before the
 * action) makes it wait for that new answer, not the one the screen opened with.
 */
export async function dismissAchievementPopup(page: Page, t: Texts = textsOf('en'), checksBefore = 0) {
  await expect.poll(() => unreadChecks(page)).toBeGreaterThan(checksBefore);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const dialog = page.getByRole('dialog', { name: t('achievements.unlocked') });
  if (await dialog.isVisible().catch(() => false)) {
    await dialog.getByRole('button', { name: t('achievements.awesome') }).click();
    await expect(dialog).toBeHidden();
  }
}
