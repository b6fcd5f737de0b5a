/** Helpers for the admin browser tests: sign in through the login screen, find dialogs and toasts. */
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from './accounts';

export async function loginAsAdmin(page: Page, account = E2E_ADMIN) {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** The dashboard, opened with the session the test started with (e2e/support/signed-in.ts): where loginAsAdmin lands. */
export async function openDashboard(page: Page) {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** The open dialog with this title. */
export function dialog(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });
}

/** A toast (notistack) with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('#notistack-snackbar').filter({ hasText: text });
}

/** Opens the drawer link (first opening the drawer on a phone) and waits for the page's title in the top bar. */
export async function openAdminPage(page: Page, link: string, title: string) {
  const navigation = page.getByRole('navigation', { name: 'Admin navigation' });
  const toggle = page.getByRole('button', { name: 'Toggle drawer' });
  // The drawer renders with the top bar: once the toggle shows, a hidden drawer is a closed overlay.
  await expect(toggle).toBeVisible();
  if (!(await navigation.isVisible())) await toggle.click();
  await navigation.getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The table row with a cell of exactly this text (or matching this pattern). */
export function row(page: Page, text: string | RegExp): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

/** Picks an option of an MUI select by its label. */
export async function choose(scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('option', { name: option }).click();
}

/** Types into a field, clears it and leaves it, so its required rule shows. */
export async function touchEmpty(field: Locator) {
  await field.fill('1');
  await field.fill('');
  await field.blur();
}

/** A name nobody else in the run uses. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Opens a select, closes it without choosing and leaves it, so its required rule shows. */
export async function touchEmptySelect(scope: Locator, label: string) {
  const select = scope.getByRole('combobox', { name: label });
  await select.click();
  await scope.page().keyboard.press('Escape');
  await select.blur();
}

/** Switches the table to the 'All' page size. */
export async function showAllRows(page: Page) {
  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
}

/** The admin screens with a table and an Add button: the drawer's link, the page's title, what it adds. */
export const ADMIN_TABLE_SCREENS = [
  ['Admins', 'Admins Manage', 'Admin'],
  ['Courses', 'Courses Manage', 'Course'],
  ['Projects', 'Projects Manage', 'Project'],
  ['Achievements', 'Achievements Manage', 'Achievement'],
  ['Skills', 'Skills Manage', 'Skill'],
  ['Users', 'Users Manage', 'User'],
] as const;
