import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { linguiCatalogues } from './build/lingui-catalogs.js';

/** Files that replace a module of the app (`vi.mock`): they need a module graph of their own. */
const mocksModules = ['server/test/response-strip.test.ts'];

/** The server tests' settings, shared by the two server projects. */
const serverTests = {
  pool: 'forks',
  // One migrated embedded database, copied by every test file's (server/test/pglite-template.ts).
  globalSetup: ['server/test/pglite-template.ts'],
  // Puts back spies and stubs after each file and fails a file that leaves state behind.
  setupFiles: ['server/test/file-hygiene.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} satisfies TestProjectInlineConfiguration['test'];

/**
 * Three projects: `server` (the API and contracts, on PGlite or PostgreSQL), `server-mocks` (the
 * few server files that mock a module) and `web` (the browser code in jsdom).
 * `vitest run --project 'server*'` runs the server tests only.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...serverTests,
          name: 'server',
          include: ['server/**/*.test.ts', 'contracts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...mocksModules],
          // The files of a worker share one module graph: the app is imported once per worker
          // instead of once per file (docs/decisions.md, "Server test files share a worker's modules").
          isolate: false,
        },
      },
      {
        test: { ...serverTests, name: 'server-mocks', include: mocksModules },
      },
      {
        plugins: [linguiCatalogues(), react()],
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
          // MUI screens render slowly in jsdom on a busy machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
