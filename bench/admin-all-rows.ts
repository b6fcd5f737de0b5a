/// <reference lib="dom" />
/**
 * `npx tsx bench/admin-all-rows.ts [--users 100000]`: the admin Users table with 'All' rows
 * (issue 20), in Chromium at 1366x900 on a generated academy (`npm run bench:data`, reused
 * like `npm run bench` does, in BENCH_PGLITE_DIR or bench/.data). Prints the first answer's size
 * and time, the time from its arrival to painted rows, how long every page took to come, and the
 * longest main-thread task (PerformanceObserver 'longtask') from the first answer until all
 * rows are in. `--origin URL --email E --password P` measures a running site instead.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { BENCH_ADMIN, prepareDataset, readFixture } from './load/datasets.js';
import { startServer } from './load/server.js';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    origin: { type: 'string' },
    email: { type: 'string', default: BENCH_ADMIN.email },
    password: { type: 'string', default: BENCH_ADMIN.password },
  },
});

async function measure(origin: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${origin}/admin/login`);
    await page.getByLabel('Email', { exact: true }).fill(values.email);
    await page.getByLabel('Password', { exact: true }).fill(values.password);
    await page.getByRole('button', { name: /^login$/i }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.evaluate(() => {
      const tasks: { start: number; duration: number }[] = [];
      Object.assign(window, { longTasks: tasks });
      new PerformanceObserver((list) =>
        list.getEntries().forEach(({ startTime, duration }) => tasks.push({ start: startTime, duration })),
      ).observe({ type: 'longtask', buffered: true });
    });

    // The drawer's link, as an admin opens it, then 'All' from the address (what a reload does).
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { level: 1, name: 'Users Manage' }).waitFor();
    await page.waitForLoadState('networkidle');
    const since = await page.evaluate(() => performance.now());
    await page.evaluate(() => {
      history.pushState(null, '', '/admin/users?size=all');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    // Students' rows (a name links to the student's page), not the skeleton rows shown while loading.
    const rows = page.locator('tbody tr:has(a[href^="/admin/users/"])');
    const needed = (await rows.count()) + 1; // more rows than the page of 10 had
    // Polled on every frame: the moment the rows are painted, on the page's clock.
    const painted = await page.waitForFunction(
      (n) => document.querySelectorAll('tbody tr a[href^="/admin/users/"]').length >= n && performance.now(),
      needed,
      { timeout: 600_000 },
    );
    const paintedAt = (await painted.jsonValue()) as number;
    // Every page in: the footer's count and the progress bar gone.
    await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout: 900_000 });
    const loaded = await page.evaluate(() => performance.now());
    const answers = await page.evaluate(
      (start) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= start && /\/api\/admin\/users(\?|$)/.test(entry.name))
          .map((entry) => {
            const { decodedBodySize: bytes, encodedBodySize: sent, startTime, responseEnd } = entry as PerformanceResourceTiming;
            return { bytes, sent, ms: responseEnd - startTime, at: responseEnd };
          }),
      since,
    );
    const [first] = answers;
    const footer = await page.locator('.MuiTablePagination-root').innerText();
    const total = Number(/of ([\d,]+)/.exec(footer)?.[1].replaceAll(',', ''));
    const longest = await page.evaluate(
      (start) =>
        (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks
          .filter((task) => task.start >= start)
          .reduce((max, task) => Math.max(max, task.duration), 0),
      since,
    );
    await rows.last().scrollIntoViewIfNeeded();
    const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
    const sum = (key: 'bytes' | 'sent') => kb(answers.reduce((all, answer) => all + answer[key], 0));
    console.log(`students listed: ${total.toLocaleString('en-US')}`);
    console.log(
      `first answer: ${kb(first.bytes)} (${kb(first.sent)} gzip) in ${Math.round(first.ms)} ms; ` +
        `rows painted ${Math.round(paintedAt - first.at)} ms after it arrived`,
    );
    console.log(
      `all ${answers.length} answers: ${sum('bytes')} (${sum('sent')} gzip), ` +
        `every row in ${((loaded - first.at) / 1000).toFixed(1)} s after the first`,
    );
    console.log(`longest main-thread task from 'All' to the last row in: ${Math.round(longest)} ms`);
    console.log(`rows in the page (virtualised): ${await rows.count()}`);
  } finally {
    await browser.close();
  }
}

if (values.origin) {
  await measure(values.origin);
} else {
  const target = await prepareDataset('pglite', { users: Number(values.users), submissions: Number(values.users) * 10 });
  await readFixture(target, 0);
  const server = await startServer(target, { publicCache: true });
  try {
    await measure(server.origin);
  } finally {
    await server.stop();
  }
}
