// The README's two commands on the machine's own Node (20), which CI's suites no longer use (they run
// on Node 24, scripts/node24.sh). .ci/run runs this after `npm test`, with the machine's PATH:
//   node scripts/smoke-node20.mjs test-reports
// 1. `npm start`: the site on a free port with a new DATA_DIR (embedded database, demo content),
//    GET /api/health 200, the homepage with its demo members in Debian's Chromium, then SIGTERM and
//    exit 0. The web app was built by `npm test`, so `npm start` does not build it again.
// 2. `npm test`: its whole run is too long to make twice, so only one web test file runs here
//    (`npx vitest run`: Vitest, Vite's transform, React and jsdom on this Node). `npm install` is not
//    run: node_modules came from `npm ci` on Node 24, the same lockfile and the same platform packages.
// Each check is counted as a test: the report (vitest-smoke-node20.json, in the shape of Vitest's
// JSON report) and Vitest's own (vitest-node20-web.json) are summed by scripts/summarize-tests.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.resolve(process.argv[2] ?? path.join(root, 'test-reports'));
const began = Date.now();
const node = `Node ${process.version}`;
const checks = [];

async function check(title, run) {
  const started = Date.now();
  try {
    await run();
    checks.push({ title, status: 'passed', duration: Date.now() - started, failureMessages: [] });
    console.log(`✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    checks.push({ title, status: 'failed', duration: Date.now() - started, failureMessages: [String(error?.message ?? error)] });
    console.log(`✗ ${title}: ${String(error?.message ?? error)}`);
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const healthy = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (reply) => reply.status === 200,
    () => false,
  );

console.log(`== Smoke of the README's commands on the machine's ${node}`);
mkdirSync(reports, { recursive: true });
// npm, and the `node` its scripts run, are the first on PATH: this script's Node, which the titles name.
const env = { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}` };

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-smoke-'));
const logFile = path.join(reports, 'smoke-node20.log');
const log = openSync(logFile, 'w');
// Its own process group, so that nothing of it outlives the smoke even when SIGTERM is not enough.
const site = spawn('npm', ['start'], {
  cwd: root,
  detached: true,
  stdio: ['ignore', log, log],
  env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'warn' },
});
const exited = new Promise((resolve) => site.once('exit', (code, signal) => resolve({ code, signal })));
const base = `http://127.0.0.1:${port}`;
let up = false;

await check(`npm start on ${node}: GET /api/health answers 200 (new embedded database, demo content)`, async () => {
  const deadline = Date.now() + 90_000;
  while (!(up = await healthy(`${base}/api/health`))) {
    if (site.exitCode !== null) throw new Error(`npm start exited with ${site.exitCode}`);
    if (Date.now() > deadline) throw new Error('no answer within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

await check(`npm start on ${node}: the homepage shows its hero and the demo's top members in Chromium`, async () => {
  if (!up) throw new Error('not run: the site did not start');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    const timeout = 20_000;
    await page.getByRole('heading', { name: 'Learn, Build, Achieve' }).waitFor({ timeout });
    // Shown once /api/front/stats answered; the demo academy has top members to show.
    await page.getByRole('heading', { name: 'Top Members' }).waitFor({ timeout });
    await page.getByRole('link', { name: /see the full leaderboard/i }).waitFor({ timeout });
    const members = await page.locator('main a[href^="/user/"]').count();
    if (members < 3) throw new Error(`${members} links to members on the homepage, expected the demo's`);
  } finally {
    await browser.close();
  }
});

await check(`npm start on ${node}: SIGTERM stops the site, exit code 0`, async () => {
  if (site.exitCode !== null) throw new Error(`npm start had already exited with ${site.exitCode}`);
  process.kill(site.pid, 'SIGTERM');
  const result = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(undefined), 15_000))]);
  if (!result) throw new Error('still running 15 s after SIGTERM');
  if (result.code !== 0) throw new Error(`exit code ${result.code}, signal ${result.signal}`);
});
try {
  process.kill(-site.pid, 'SIGKILL');
} catch {
  // The whole group is gone: what should happen.
}
rmSync(dataDir, { recursive: true, force: true });

// `npm test`'s tool chain: one web test file, counted from Vitest's own report.
const vitestReport = path.join(reports, 'vitest-node20-web.json');
await check(`npx vitest run on ${node}: web/api/client.test.ts runs`, async () => {
  rmSync(vitestReport, { force: true });
  const args = ['vitest', 'run', '--project', 'web', 'web/api/client.test.ts'];
  const run = spawnSync('npx', [...args, '--reporter=dot', '--reporter=json', `--outputFile.json=${vitestReport}`], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  // Its tests are counted from its report; a run that wrote none is this check's failure.
  if (!existsSync(vitestReport)) throw new Error(`npx ${args.join(' ')} wrote no report (exit ${run.status})`);
  if (run.status !== 0) writeFileSync(vitestReport.replace(/\.json$/, '.exit'), '1\n');
  JSON.parse(readFileSync(vitestReport, 'utf8'));
});

const failed = checks.filter((one) => one.status === 'failed');
if (failed.length)
  console.log(`The site's output: ${logFile}\n${readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')}`);
const file = 'scripts/smoke-node20.mjs';
const report = {
  numPassedTests: checks.length - failed.length,
  numFailedTests: failed.length,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [
    {
      name: path.join(root, file),
      status: failed.length ? 'failed' : 'passed',
      assertionResults: checks.map(({ title, status, duration, failureMessages }) => ({
        fullName: title,
        title,
        status,
        duration,
        failureMessages,
      })),
    },
  ],
};
writeFileSync(path.join(reports, 'vitest-smoke-node20.json'), JSON.stringify(report, null, 2));
console.log(
  `Smoke on ${node}: ${checks.length - failed.length} passed, ${failed.length} failed in ${Math.round((Date.now() - began) / 1000)} s`,
);
process.exit(failed.length ? 1 : 0);
