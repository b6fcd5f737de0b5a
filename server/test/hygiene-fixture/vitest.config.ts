/** The leaky fixture under the server tests' setup file (server/test/file-hygiene.test.ts). */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/test/hygiene-fixture/*.fixture.ts'],
    setupFiles: ['server/test/file-hygiene.ts'],
    pool: 'forks',
    isolate: false,
  },
});
