/**
 * Browser tests in Debian's Chromium (no browser download). Three servers, each on a fresh
 * embedded database: demo content for the public and student screens, an empty academy for the
 * empty states, and a demo academy the admin tests may change freely.
 */
import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN, E2E_SOCIAL } from './e2e/support/accounts';
import { mailPorts } from './e2e/support/mail';

const run = `${process.pid}`;

/** `--project NAME` (repeatable) starts only the servers those projects use. */
function selectedProjects(): string[] {
  const names: string[] = [];
  process.argv.forEach((arg, i) => {
    if (arg === '--project') names.push(process.argv[i + 1]);
    else if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
  });
  return names;
}
/** E2E_PORT_BASE moves the three servers (base, +1, +2), so two runs can share a machine. */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);
/** The test mail server (e2e/support/mail-catcher.ts): the demo and admin servers send their mail there (issue 26). */
const mail = mailPorts(portBase);
const sendsMail = { SMTP_URL: `smtp://127.0.0.1:${mail.smtp}`, MAIL_FROM: 'Dev Academy <academy@e2e.test>' };
/** `env`: settings of that server only (the demo academy shows two social links in its footer). */
const servers: Record<string, { port: number; seed: string; env?: Record<string, string> }> = {
  demo: {
    port: portBase,
    seed: '1',
    env: { SOCIAL_FACEBOOK: E2E_SOCIAL.facebook, SOCIAL_GITHUB: E2E_SOCIAL.github, ...sendsMail },
  },
  // Reset links that expire in 3 s: the expired link's test (e2e/empty/expired-link.spec.ts).
  empty: { port: portBase + 1, seed: '0', env: { ...sendsMail, RESET_LINK_MINUTES: '0.05' } },
  // The academy's zone, named: the time zone tests run the browser in another one (a shell's TZ must not move it).
  admin: { port: portBase + 2, seed: '1', env: { TZ: 'Africa/Cairo', ...sendsMail } },
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: Object.entries(servers).map(([name, { port }]) => ({
    name,
    testMatch: `${name}/**/*.spec.ts`,
    use: { baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: [
    {
      command: 'node --import tsx e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${mail.http}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      env: { MAIL_SMTP_PORT: String(mail.smtp), MAIL_HTTP_PORT: String(mail.http) },
    },
    ...Object.entries(servers)
      .filter(([name]) => selectedProjects().length === 0 || selectedProjects().includes(name))
      .map(([name, { port, seed, env }]) => ({
        command: 'node --import tsx server/main.ts',
        url: `http://127.0.0.1:${port}/api/health`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore' as const,
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(os.tmpdir(), `academy-e2e-${name}-${run}`),
          SEED_DEMO: seed,
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          LOG_LEVEL: 'warn',
          LOGIN_RATE_LIMIT: '1000',
          DATABASE_URL: '',
          // Absolute links (share tags, sitemap) point at the server itself.
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          // Every setting is here: a developer's .env is not read (server/env-file.ts).
          NODE_ENV: 'test',
          ...env,
        },
      })),
  ],
});
