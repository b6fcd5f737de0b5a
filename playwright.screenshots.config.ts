/**
 * `npm run screenshots`: pictures of the screens for people, not tests (never part of `npm test`).
 * The same three servers as the browser tests (playwright.config.ts); the scenes live in
 * scripts/screenshots/<server>.ts. Writes docs/screenshots/*.png (committed, shown in the README)
 * and a gallery of every screen at desktop and phone width in e2e/screenshots/ (gitignored).
 */
import { defineConfig } from '@playwright/test';
import { FULL_CHROMIUM } from './e2e/support/chromium';
import browserTests from './playwright.config';

export default defineConfig({
  ...browserTests,
  testDir: 'scripts/screenshots',
  testMatch: '*.ts',
  testIgnore: 'shoot.ts',
  // One picture at a time, as always (the browser tests run two at a time).
  workers: 1,
  retries: 0,
  reporter: 'list',
  // Pictures for people: in the full browser, with the motion the tests turn off.
  use: {
    ...browserTests.use,
    reducedMotion: 'no-preference',
    launchOptions: { ...browserTests.use?.launchOptions, executablePath: FULL_CHROMIUM },
  },
  outputDir: 'test-results/screenshots',
  // A scene file per server: the projects of the three servers, not admin-alone or admin-timed (which wait for them).
  projects: (browserTests.projects ?? [])
    .filter((project) => !project.dependencies)
    .map((project) => ({ ...project, testMatch: `${project.name}.ts` })),
});
