/**
 * Browser tests in Debian's Chromium (no browser download). Four servers, each on a fresh
 * embedded database: demo content for the public and student screens, an empty academy for the
 * empty states, and two demo academies the admin tests may change freely (one of them for the
 * tests that need an academy to themselves).
 */
import { defineConfig, type Project } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN, E2E_SOCIAL } from './e2e/support/accounts';
import { mailPorts } from './e2e/support/mail';
import { chromiumForTests } from './e2e/support/chromium';

const run = `${process.pid}`;

/** The `--project NAME` options (repeatable). */
function selectedProjects(): string[] {
  const names: string[] = [];
  process.argv.forEach((arg, i) => {
    if (arg === '--project') names.push(process.argv[i + 1]);
    else if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
  });
  return names;
}
/** E2E_PORT_BASE moves the four servers (base to +3), so two runs can share a machine. */
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
  // ACADEMY_TEST_HOOKS: the year-of-work test dates its rows (server/plugins/test-hooks.ts).
  admin: { port: portBase + 2, seed: '1', env: { TZ: 'Africa/Cairo', ACADEMY_TEST_HOOKS: '1', ...sendsMail } },
  // The same academy again, for the admin tests that need one to themselves (project admin-alone).
  alone: { port: portBase + 3, seed: '1', env: { TZ: 'Africa/Cairo', ...sendsMail } },
};

/** A project's tests on this server (its name kept in `metadata`, to start only the servers needed). */
const onServer = (server: string) => ({ metadata: { server }, use: { baseURL: `http://127.0.0.1:${servers[server].port}` } });

/**
 * Two tests at a time (issue 42): the admin project two files at a time, each beside a demo, empty
 * or admin file; the demo and empty projects one file at a time, as their specs were written.
 * `admin-alone` is the admin tests tagged @alone, which need an admin academy to themselves (they
 * count the whole academy, or change what every screen shows): one at a time, on a demo academy of
 * their own (the `alone` server), beside the demo project while the admin project waits its turn. `admin-timed` is those tagged @timed,
 * which time the screen and so need the machine to themselves: last, once every other project has
 * finished (Playwright starts a project only when every project before it in the order of
 * dependencies has finished, not only those it names).
 */
const projects: (Project & { name: string; metadata: { server: string } })[] = [
  { name: 'demo', testMatch: 'demo/**/*.spec.ts', workers: 1, ...onServer('demo') },
  { name: 'empty', testMatch: 'empty/**/*.spec.ts', workers: 1, ...onServer('empty') },
  // Before admin: a free worker takes the first file in this order whose project may take one more.
  { name: 'admin-alone', testMatch: 'admin/**/*.spec.ts', grep: /@alone/, workers: 1, ...onServer('alone') },
  { name: 'admin', testMatch: 'admin/**/*.spec.ts', grepInvert: /@alone|@timed/, ...onServer('admin') },
  {
    name: 'admin-timed',
    testMatch: 'admin/**/*.spec.ts',
    grep: /@timed/,
    workers: 1,
    dependencies: ['demo', 'empty', 'admin', 'admin-alone'],
    ...onServer('admin'),
  },
];

/** `--project NAME` starts only the servers of those projects and of the projects they wait for (and those wait for). */
function selectedServers(): string[] | undefined {
  const names = selectedProjects();
  if (!names.length) return undefined;
  // The projects named and every project they wait for, however far down.
  const run = new Set<string>();
  const add = (name: string) => {
    if (run.has(name)) return;
    run.add(name);
    projects.find((project) => project.name === name)?.dependencies?.forEach(add);
  };
  names.forEach(add);
  return projects.filter(({ name }) => run.has(name)).map(({ metadata }) => metadata.server);
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    // As a reader who asked for less motion: menus and dialogs open at once (web/app/theme.ts), so
    // no click waits for a transition to settle. The screenshots config keeps the motion.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumForTests,
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
  projects,
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
      .filter(([name]) => selectedServers()?.includes(name) ?? true)
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
