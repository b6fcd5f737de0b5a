/**
 * `npm run screenshots`: pictures of the screens for people, not tests (never part of `npm test`).
 * The servers of the browser tests (playwright.config.ts); the scenes live in
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
  // A scene file per server: the projects named after the demo, empty and admin servers, each on its own (not
  // admin-alone or admin-timed, and the admin scene does not wait for admin-alone).
  projects: (browserTests.projects ?? [])
    .filter((project) => ['demo', 'empty', 'admin'].includes(project.name!))
    .map((project) => ({ ...project, dependencies: [], testMatch: `${project.name}.ts` })),
});
