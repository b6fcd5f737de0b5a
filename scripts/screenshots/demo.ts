/** The public and student screens of the demo academy; the homepage and leaderboard for the README. */
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dismissAchievementPopup, signInWithApi } from '../../e2e/support/student-session';
import { DESKTOP, DOCS, GALLERY, PHONE, shoot } from './shoot';

const DEMO_STUDENT = { email: 'student@academy.test', password: 'student123' };

/** A screen: where it is and what shows once it has loaded. */
type Screen = { name: string; path: string; ready: (page: Page) => Locator; fullPage?: boolean };

const PUBLIC: Screen[] = [
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

const STUDENT: Screen[] = [
  { name: 'edit-profile', path: '/edit-profile', ready: (page) => page.getByLabel('Bio') },
  { name: 'edit-avatar', path: '/edit-avatar', ready: (page) => page.getByRole('radiogroup', { name: 'Avatars' }) },
  { name: 'edit-skills', path: '/edit-skills', ready: (page) => page.getByRole('checkbox').first() },
  { name: 'manage-projects', path: '/manage-projects', ready: (page) => page.getByRole('row').nth(1) },
];

async function open(page: Page, screen: Screen) {
  await page.goto(screen.path);
  await expect(screen.ready(page)).toBeVisible();
}

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`${label} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('public screens', async ({ page }) => {
      for (const screen of PUBLIC) {
        await open(page, screen);
        await shoot(page, path.join(GALLERY, `${screen.name}-${label}.png`), { fullPage: screen.fullPage });
      }
    });

    test('student screens', async ({ page, request }) => {
      await signInWithApi(page, request, DEMO_STUDENT);
      for (const screen of STUDENT) {
        await open(page, screen);
        await dismissAchievementPopup(page);
        await shoot(page, path.join(GALLERY, `${screen.name}-${label}.png`), { fullPage: screen.fullPage });
      }
    });
  });
}

test.describe('README', () => {
  test.use({ viewport: { width: 1280, height: 1000 } });

  test('homepage and leaderboard', async ({ page }) => {
    for (const screen of PUBLIC.filter(({ name }) => name === 'home' || name === 'leaderboard')) {
      await open(page, screen);
      await shoot(page, path.join(DOCS, `${screen.name}.png`), { fullPage: false });
    }
  });
});
