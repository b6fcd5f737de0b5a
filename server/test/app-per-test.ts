/**
 * A second app on the test database, built before each test and closed after it: state the app
 * keeps in memory (the login limiter's counters) starts empty in every test, whatever ran before.
 */
import { afterEach, beforeEach } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import type { TestContext } from './harness.js';

export function useAppPerTest(t: TestContext, env: Record<string, string>): { app: App } {
  const context = {} as { app: App };
  beforeEach(async () => {
    const config = loadConfig({ DATA_DIR: t.config.dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', ...env });
    context.app = await buildApp({ db: t.db, config });
    await context.app.ready();
  });
  afterEach(async () => {
    await context.app.close();
  });
  return context;
}
