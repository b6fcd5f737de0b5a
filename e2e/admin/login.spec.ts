import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../support/accounts';
import { loginAsAdmin, toast, touchEmpty } from '../support/admin';
import { isLiveStream, settled } from '../support/live';

test.describe('admin login', () => {
  test('the card, its rules and the disabled Login button', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page).toHaveTitle('Admin Login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    const card = page.locator('.MuiCard-root');
    expect((await card.boundingBox())?.width).toBe(360);
    await expect(page.locator('img[src="/admin/login-illustration.svg"]')).toBeVisible();

    const login = page.getByRole('button', { name: /^login$/i });
    await expect(login).toBeDisabled();
    await touchEmpty(page.getByLabel('Email', { exact: true }));
    await expect(page.getByText('This Field is Required')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await expect(page.getByText('E-Mail Must Be Valid')).toBeVisible();
    await touchEmpty(page.getByLabel('Password', { exact: true }));
    await expect(page.getByText('This Field is Required')).toBeVisible();
    await expect(login).toBeDisabled();
    await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('x');
    await expect(login).toBeEnabled();
  });

  test('a wrong password shows the server message in an alert and a toast, and clears on retry', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: /^login$/i }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).first()).toBeVisible();
    await expect(toast(page, 'Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  });

  test('success stores the session, toasts and opens the dashboard; the login page then skips ahead', async ({ page }) => {
    await loginAsAdmin(page);
    await expect(toast(page, 'Login Successful')).toBeVisible();
    const stored = await page.evaluate(() => [
      localStorage.getItem('admin_token'),
      localStorage.getItem('admin_type'),
      JSON.parse(localStorage.getItem('admin_user') ?? '{}').email,
    ]);
    expect(stored[0]).toBeTruthy();
    expect(stored.slice(1)).toEqual(['admin', E2E_ADMIN.email]);
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('a login response without a token counts as a failure', async ({ page }) => {
    await page.route('**/api/admin/login', (route) => route.fulfill({ json: { user: { id: 1 }, type: 'admin' } }));
    await page.goto('/admin/login');
    await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: /^login$/i }).click();
    const fallback = 'Failed to login. Please check your credentials.';
    await expect(page.getByRole('alert').filter({ hasText: fallback }).first()).toBeVisible();
    await expect(toast(page, fallback)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('admin screens without a token go to the login', async ({ page }) => {
    for (const path of ['/admin/dashboard', '/admin/users', '/admin/user/1/projects']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
  });

  test('logout clears the session and returns to the login, even when the call fails', async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('admin_')))).toEqual([]);

    await loginAsAdmin(page);
    await page.route('**/api/admin/logout', (route) => route.fulfill({ status: 500, json: { message: 'Boom' } }));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  });

  test('a revoked token sends the next admin call to the login', async ({ page }) => {
    await loginAsAdmin(page);
    await page.evaluate(() => localStorage.setItem('admin_token', 'revoked-or-unknown'));
    await page.goto('/admin/courses');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test('public pages never download the admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
  });
  // Once the live stream has opened (its code is the last the homepage downloads) and all is quiet.
  const stream = page.waitForRequest(isLiveStream);
  await page.goto('/');
  await stream;
  await settled(page);
  expect(scripts.length).toBeGreaterThan(0);
  for (const source of scripts) {
    expect(source).not.toContain('Confirm Deletion');
    expect(source).not.toContain('Toggle full screen');
    expect(source).not.toContain('login-illustration');
  }
});
