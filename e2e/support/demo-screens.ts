/**
 * The public and student screens of the demo academy, each with what shows once it has loaded (in
 * the language of `t`, looked up in its catalogue): pictured by scripts/screenshots/demo.ts,
 * checked in dark by e2e/demo/dark-theme.spec.ts and in Arabic by e2e/demo/arabic.spec.ts.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { textsOf, type Texts } from './catalogue';

export const DEMO_STUDENT = { email: 'student@academy.test', password: 'student123' };

/** A screen: where it is and what shows once it has loaded. */
export type Screen = { name: string; path: string; ready: (page: Page, t: Texts) => Locator; fullPage?: boolean };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const PUBLIC_SCREENS: Screen[] = [
  {
    name: 'home',
    path: '/',
    ready: (page, t) =>
      page
        .getByRole('region', { name: t('home.latestProjects', { count: 12 }) })
        .getByRole('link')
        .first(),
  },
  { name: 'users', path: '/users', ready: (page) => page.getByRole('main').getByRole('heading', { level: 2 }).first() },
  {
    name: 'user-profile',
    path: '/user/1',
    // The year of work (issue 50) comes last, after the profile's own sections: its heatmap's today.
    ready: (page) => page.locator('rect[data-day]').last(),
  },
  {
    name: 'user-not-found',
    path: '/user/987654',
    ready: (page, t) => page.getByRole('heading', { name: t('users.profile.notFound') }),
    fullPage: false,
  },
  { name: 'courses', path: '/courses', ready: (page) => page.getByRole('main').getByRole('heading', { level: 2 }).first() },
  {
    name: 'course',
    path: '/course/1',
    ready: (page, t) =>
      page
        .getByRole('region', { name: new RegExp(`^${escaped(t('courses.group', { letter: '' }).trim())}`) })
        .first()
        .getByRole('link')
        .first(),
  },
  { name: 'projects', path: '/projects', ready: (page) => page.getByRole('main').getByRole('heading', { level: 2 }).first() },
  { name: 'project', path: '/project/1', ready: (page, t) => page.getByRole('heading', { name: t('projects.completedBy') }) },
  { name: 'achievements', path: '/achievements', ready: (page) => page.getByRole('progressbar').first() },
  { name: 'stats', path: '/stats', ready: (page) => page.getByText('#1', { exact: true }).first() },
  { name: 'leaderboard', path: '/leaderboard', ready: (page) => page.getByRole('row').nth(4) },
  {
    name: 'not-found',
    path: '/no-such-page',
    ready: (page, t) => page.getByRole('heading', { name: t('common.notFound.title') }),
    fullPage: false,
  },
];

export const STUDENT_SCREENS: Screen[] = [
  { name: 'edit-profile', path: '/edit-profile', ready: (page, t) => page.getByLabel(t('profile.bio')) },
  { name: 'edit-avatar', path: '/edit-avatar', ready: (page, t) => page.getByRole('radiogroup', { name: t('avatar.choices') }) },
  { name: 'edit-skills', path: '/edit-skills', ready: (page) => page.getByRole('checkbox').first() },
  { name: 'manage-projects', path: '/manage-projects', ready: (page) => page.getByRole('row').nth(1) },
];

/** Goes to the screen and waits until it has loaded (in the language of `t`). */
export async function openScreen(page: Page, screen: Screen, t: Texts = textsOf('en')) {
  await page.goto(screen.path);
  await expect(screen.ready(page, t)).toBeVisible();
}
