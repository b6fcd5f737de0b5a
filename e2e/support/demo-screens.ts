/**
 * The public and student screens of the demo academy, each with what shows once it has loaded:
 * pictured by scripts/screenshots/demo.ts, checked in dark by e2e/demo/dark-theme.spec.ts.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_STUDENT = { email: 'student@academy.test', password: 'student123' };

/** A screen: where it is and what shows once it has loaded. */
export type Screen = { name: string; path: string; ready: (page: Page) => Locator; fullPage?: boolean };

export const PUBLIC_SCREENS: Screen[] = [
  {
    name: 'home',
    path: '/',
    ready: (page) => page.getByRole('region', { name: 'Latest 12 Projects Added' }).getByRole('link').first(),
  },
  { name: 'users', path: '/users', ready: (page) => page.getByRole('main').getByRole('heading', { level: 2 }).first() },
  { name: 'user-profile', path: '/user/1', ready: (page) => page.getByRole('heading', { name: 'Achievements', level: 2 }) },
  {
    name: 'user-not-found',
    path: '/user/987654',
    ready: (page) => page.getByRole('heading', { name: 'User Not Found' }),
    fullPage: false,
  },
  { name: 'courses', path: '/courses', ready: (page) => page.getByRole('main').getByRole('heading', { level: 2 }).first() },
  {
    name: 'course',
    path: '/course/1',
    ready: (page) =>
      page
        .getByRole('region', { name: /^Users starting with/ })
        .first()
        .getByRole('link')
        .first(),
  },
  { name: 'projects', path: '/projects', ready: (page) => page.getByRole('main').getByRole('heading', { level: 2 }).first() },
  { name: 'project', path: '/project/1', ready: (page) => page.getByRole('heading', { name: 'Completed By' }) },
  { name: 'achievements', path: '/achievements', ready: (page) => page.getByRole('progressbar').first() },
  { name: 'stats', path: '/stats', ready: (page) => page.getByText('#1', { exact: true }).first() },
  { name: 'leaderboard', path: '/leaderboard', ready: (page) => page.getByRole('row').nth(4) },
  {
    name: 'not-found',
    path: '/no-such-page',
    ready: (page) => page.getByRole('heading', { name: 'Page Not Found' }),
    fullPage: false,
  },
];

export const STUDENT_SCREENS: Screen[] = [
  { name: 'edit-profile', path: '/edit-profile', ready: (page) => page.getByLabel('Bio') },
  { name: 'edit-avatar', path: '/edit-avatar', ready: (page) => page.getByRole('radiogroup', { name: 'Avatars' }) },
  { name: 'edit-skills', path: '/edit-skills', ready: (page) => page.getByRole('checkbox').first() },
  { name: 'manage-projects', path: '/manage-projects', ready: (page) => page.getByRole('row').nth(1) },
];

/** Goes to the screen and waits until it has loaded. */
export async function openScreen(page: Page, screen: Screen) {
  await page.goto(screen.path);
  await expect(screen.ready(page)).toBeVisible();
}
