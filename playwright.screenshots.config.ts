/**
 * `npm run screenshots`: pictures of the screens for people, not tests (never part of `npm test`).
 * The same three servers as the browser tests (playwright.config.ts); the scenes live in
 * scripts/screenshots/<server>.ts. Writes docs/screenshots/*.png (committed, shown in the README)
 * and a gallery of every screen at desktop and phone width in e2e/screenshots/ (gitignored).
 */
import { defineConfig } from '@playwright/test';
import browserTests from './playwright.config';

export default defineConfig({
  ...browserTests,
  testDir: 'scripts/screenshots',
  testMatch: '*.ts',
  testIgnore: 'shoot.ts',
  retries: 0,
  reporter: 'list',
  outputDir: 'test-results/screenshots',
  projects: (browserTests.projects ?? []).map((project) => ({ ...project, testMatch: `${project.name}.ts` })),
});
