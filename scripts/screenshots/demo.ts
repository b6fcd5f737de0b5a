/** The public and student screens of the demo academy; the homepage and leaderboard for the README. */
import path from 'node:path';
import { test } from '@playwright/test';
import {
  DEMO_STUDENT,
  openScreen as open,
  PUBLIC_SCREENS as PUBLIC,
  STUDENT_SCREENS as STUDENT,
} from '../../e2e/support/demo-screens';
import { dismissAchievementPopup, signInWithApi } from '../../e2e/support/student-session';
import { textsOf } from '../../e2e/support/catalogue';
import { DESKTOP, DOCS, GALLERY, PHONE, shoot } from './shoot';

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

// Issue 46: the dark theme, at desktop and phone width, for the README.
for (const [label, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', PHONE],
] as const) {
  test.describe(`README, dark (${label})`, () => {
    test.use({ viewport, colorScheme: 'dark' });

    test('homepage, a profile and the leaderboard in dark', async ({ page }) => {
      for (const screen of PUBLIC.filter(({ name }) => ['home', 'user-profile', 'leaderboard'].includes(name))) {
        await open(page, screen);
        await shoot(page, path.join(DOCS, `dark-${screen.name}-${viewport.width}.png`), { fullPage: false });
      }
    });
  });
}

// Issue 47: Arabic, right to left, in light and dark, at desktop and phone width, for the README.
for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [{ width: 1366, height: 900 }, PHONE]) {
    test.describe(`README, Arabic (${colorScheme}, ${viewport.width})`, () => {
      test.use({ viewport, colorScheme, locale: 'ar-EG' });

      test('homepage, a profile, the leaderboard and Manage Projects in Arabic', async ({ page, request }) => {
        const ar = textsOf('ar');
        for (const screen of PUBLIC.filter(({ name }) => ['home', 'user-profile', 'leaderboard'].includes(name))) {
          await open(page, screen, ar);
          await shoot(page, path.join(DOCS, `ar-${colorScheme}-${screen.name}-${viewport.width}.png`), { fullPage: false });
        }
        await signInWithApi(page, request, DEMO_STUDENT);
        const manage = STUDENT.find(({ name }) => name === 'manage-projects')!;
        await page.goto(manage.path);
        await dismissAchievementPopup(page, ar);
        await open(page, manage, ar);
        await shoot(page, path.join(DOCS, `ar-${colorScheme}-${manage.name}-${viewport.width}.png`), { fullPage: false });
      });
    });
  }
}
