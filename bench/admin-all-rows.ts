/// <reference lib="dom" />
/**
 * `npx tsx bench/admin-all-rows.ts [--users 100000] [--pages 5]`: the admin Users table with 'All'
 * rows (issue 20), in Chromium at 1366x900 on a generated academy (`npm run bench:data`, reused
 * like `npm run bench` does, in BENCH_PGLITE_DIR or bench/.data). 'All' loads pages of 1,000 as
 * the table is scrolled near the end of the rows in. Prints the first answer's size and time, the
 * time from its arrival to painted rows, each page's answer as the table is scrolled to its end
 * `--pages` times, and the longest main-thread task (PerformanceObserver 'longtask') while the
 * first page loads and while scrolling. `--origin URL --email E --password P` measures a running
 * site instead.
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
    pages: { type: 'string', default: '5' },
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
    // Polled on every frame: the moment more students' rows than the page of 10 are painted, on the page's clock.
    const painted = await page.waitForFunction(
      () => document.querySelectorAll('tbody tr a[href^="/admin/users/"]').length > 10 && performance.now(),
      undefined,
      { timeout: 600_000 },
    );
    const paintedAt = (await painted.jsonValue()) as number;
    const answers = () =>
      page.evaluate(
        (start) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= start && /\/api\/admin\/users(\?|$)/.test(entry.name))
            .map((entry) => {
              const {
                decodedBodySize: bytes,
                encodedBodySize: sent,
                startTime,
                responseEnd,
              } = entry as PerformanceResourceTiming;
              return { bytes, sent, ms: responseEnd - startTime, at: responseEnd };
            }),
        since,
      );
    const longest = (from: number, to = Infinity) =>
      page.evaluate(
        ([start, end]) =>
          (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks
            .filter((task) => task.start >= start && task.start < end)
            .reduce((max, task) => Math.max(max, task.duration), 0),
        [from, to],
      );
    const [first] = await answers();
    await page.waitForTimeout(1000);
    const loadingLongest = await longest(since);

    // Scrolled to the end of the rows in, as a reader does: each time the next page comes and is drawn.
    const scrolledFrom = await page.evaluate(() => performance.now());
    const container = page.locator('.MuiTableContainer-root');
    for (let scroll = 1; scroll <= Number(values.pages); scroll += 1) {
      const asked = (await answers()).length;
      await container.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await page.waitForFunction(
        ([start, before]) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= start && /\/api\/admin\/users\?/.test(entry.name)).length > before,
        [since, asked],
        { timeout: 120_000 },
      );
      await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout: 120_000 });
      await page.waitForTimeout(500);
    }
    const all = await answers();
    const footer = await page.locator('.MuiTablePagination-root').innerText();
    const total = Number(/of ([\d,]+)/.exec(footer)?.[1].replaceAll(',', ''));
    const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
    console.log(`students listed: ${total.toLocaleString('en-US')}`);
    console.log(
      `first answer (1,000 students): ${kb(first.bytes)} (${kb(first.sent)} compressed) in ${Math.round(first.ms)} ms; ` +
        `rows painted ${Math.round(paintedAt - first.at)} ms after it arrived`,
    );
    console.log(`longest main-thread task from 'All' until 1 s after the first rows: ${Math.round(loadingLongest)} ms`);
    console.log(
      `${all.length - 1} more pages as the table was scrolled to its end ${values.pages} times: ` +
        all
          .slice(1)
          .map((answer) => `${Math.round(answer.ms)} ms`)
          .join(', '),
    );
    console.log(`longest main-thread task while scrolling: ${Math.round(await longest(scrolledFrom))} ms`);
    console.log(
      `rows loaded: ${(all.length * 1000).toLocaleString('en-US')}; rows in the page (virtualised): ${await page.locator('tbody tr').count()}`,
    );
  } finally {
    await browser.close();
  }
}

if (values.origin) {
  await measure(values.origin);
} else {
  const target = await prepareDataset('pglite', { users: Number(values.users), submissions: Number(values.users) * 10 });
  await readFixture(target, { profiles: 0, writers: 0 });
  const server = await startServer(target, { publicCache: true });
  try {
    await measure(server.origin);
  } finally {
    await server.stop();
  }
}
