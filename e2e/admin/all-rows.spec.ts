/**
 * 'All' rows of a long list (issue 20 item 1): with 10,000 more students, Users with 'All' paints
 * its rows within 2 s of the first answer's arrival (a page of 1,000), loads the next page only
 * when scrolled near the end of the rows in, its longest main-thread task while it loads and scrolls
 * is measured (annotated; no freeze here, the 200 ms target in bench/admin-all-rows.ts), and
 * scrolling to the bottom reaches the last student of the list.
 * The students stay (no bulk delete): they join the list with 0 points, ranked after everyone
 * with points, and the later specs find their own students by search or as the newest.
 */
import { expect, type Page } from '@playwright/test';
import { IMPORT_MAX_ROWS } from '../../contracts/cohorts';
import { adminLogin, type AdminApi } from '../support/admin-api';
import { openAdminPage, openDashboard, showAllRows } from '../support/admin';
import { test } from '../support/signed-in';

const STUDENTS = 10_000;

test.use({ viewport: { width: 1366, height: 900 } });

/** Imports `count` students (the cohort import, IMPORT_MAX_ROWS a file); no passwords asked, so generated ones. */
async function importStudents(api: AdminApi, count: number) {
  const tag = Date.now().toString(36);
  for (let first = 0; first < count; first += IMPORT_MAX_ROWS) {
    const size = Math.min(IMPORT_MAX_ROWS, count - first);
    const rows = Array.from({ length: size }, (_, i) => `Row Student ${first + i},row.${tag}.${first + i}@all-rows.e2e.test,,`);
    const csv = ['name,email,password,courses', ...rows].join('\n');
    const { preview_id } = await api.post<{ preview_id: string }>('/api/admin/import/users/preview', { csv });
    expect((await api.runJob('/api/admin/import/users', { csv, preview_id })).status).toBe('succeeded');
  }
}

/** Watches the main thread's long tasks from now on (PerformanceObserver 'longtask'); answers when it started. */
async function watchLongTasks(page: Page) {
  return page.evaluate(() => {
    const durations: number[] = [];
    Object.assign(window, { longTasks: durations });
    new PerformanceObserver((list) => list.getEntries().forEach((task) => durations.push(task.duration))).observe({
      type: 'longtask',
    });
    return performance.now();
  });
}

// @timed: it times the screen, which a test beside it would slow down; it also adds 10,000 students,
// which the admin tests' counts must not see (it runs after them all).
test(
  'Users with All at 10,000 more students: rows within 2 s of the answer, no frozen main thread, the last student reachable',
  { tag: '@timed' },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    const api = await adminLogin(request);
    await importStudents(api, STUDENTS);
    const { meta } = await api.get<{ meta: { total: number } }>('/api/admin/users?page=1&per_page=1');
    expect(meta.total).toBeGreaterThan(STUDENTS);
    // The table's default order is the API's: its last user is the one on the last page of one.
    const { users: lastOfList } = await api.get<{ users: { email: string }[] }>(`/api/admin/users?page=${meta.total}&per_page=1`);

    await openDashboard(page);
    await openAdminPage(page, 'Users', 'Users Manage');
    const names = page.locator('tbody tr a[href^="/admin/users/"]');
    await expect(names).toHaveCount(10);
    const since = await watchLongTasks(page);
    await showAllRows(page);

    // Polled on every frame: when more students' rows than a page of 10 are painted, on the page's clock.
    const painted = (await (
      await page.waitForFunction(
        () => document.querySelectorAll('tbody tr a[href^="/admin/users/"]').length > 10 && performance.now(),
        undefined,
        { timeout: 30_000 },
      )
    ).jsonValue()) as number;
    const firstAnswer = await page.evaluate(
      (start) =>
        Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= start && /\/api\/admin\/users(\?|$)/.test(entry.name))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
        ),
      since,
    );
    test
      .info()
      .annotations.push({ type: 'painted after the first answer (ms)', description: String(Math.round(painted - firstAnswer)) });
    expect(painted - firstAnswer, 'ms from the first answer to painted rows').toBeLessThan(2000);
    await expect(page.locator('.MuiTablePagination-root')).toContainText(`of ${meta.total.toLocaleString('en-US')}`);
    const answers = () =>
      page.evaluate(
        (start) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= start && /\/api\/admin\/users(\?|$)/.test(entry.name))
            .map((entry) => new URL(entry.name).searchParams.get('per_page')),
        since,
      );
    // Nothing more is asked for until the reader scrolls (loading every page at once asked for the second at once).
    await page.waitForTimeout(1000);
    expect(await answers()).toEqual(['1000']);

    // Scrolled to the end of the rows in, again and again: the next page of 1,000 comes each time,
    // and the last student of the list is reached (the list's order, kept over the pages).
    const container = page.locator('.MuiTableContainer-root');
    const last = page.getByRole('row').filter({ hasText: lastOfList[0].email });
    await expect(async () => {
      await container.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await expect(last).toBeInViewport({ timeout: 1000 });
    }).toPass({ timeout: 60_000 });

    const longest = await page.evaluate(() => Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks));
    test.info().annotations.push({ type: 'longest main-thread task (ms)', description: String(Math.round(longest)) });
    // The 200 ms target is the bench's (bench/admin-all-rows.ts, figures in docs/decisions.md): here,
    // beside three servers on CI's two cores, the same build measured 135-214 ms. This bound catches
    // a table that freezes again (99 s at 2,150 students before issue 20) without timing the machine.
    expect(longest, 'the longest main-thread task while loading and scrolling (ms)').toBeLessThanOrEqual(1000);
    // Pages of 1,000 (never the whole list in one answer), each once.
    expect(await answers()).toEqual(Array.from({ length: Math.ceil(meta.total / 1000) }, () => '1000'));
  },
);

test("'All' on Payments, Moderation and the Audit Log asks for the first page of 1,000, never the whole list", async ({
  page,
}) => {
  await openDashboard(page);
  for (const [link, title, list] of [
    ['Payments', 'Payments', '/api/admin/payments'],
    ['Moderation', 'Moderation', '/api/admin/submissions/latest'],
    ['Audit Log', 'Audit Log', '/api/admin/audit-log'],
  ] as const) {
    await openAdminPage(page, link, title);
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === list);
    await showAllRows(page);
    const query = new URL((await asked).url()).searchParams;
    expect([query.get('page'), query.get('per_page')], link).toEqual(['1', '1000']);
    await expect(page.locator('tbody tr').first(), link).toBeVisible();
  }
});
