import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `server` (the API and contracts, on PGlite or PostgreSQL) and `web` (the browser
 * code in jsdom). `vitest run --project server` runs only the first.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'contracts/**/*.test.ts'],
          pool: 'forks',
          // One migrated embedded database, copied by every test file's (server/test/pglite-template.ts).
          globalSetup: ['server/test/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
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
