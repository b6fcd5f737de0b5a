/**
 * The live stream in browser tests (issue 49): the page's stream, the server's count of a sign-in's
 * streams, and a wait for a page's requests to settle that leaves the stream out.
 */
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';

/** The stream's own request (`GET /api/live`), not the ticket's. */
export const isLiveStream = (request: Request) => new URL(request.url()).pathname === '/api/live';

/** How many streams the sign-in of `token` holds open on the server (`GET /api/user/live`). */
export async function openStreams(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/user/live', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { streams: number }).streams;
}

/**
 * Playwright's `networkidle` for pages that hold the live stream: its `fetch` never finishes, so
 * `networkidle` would wait for ever (Playwright leaves out only EventSource's). Resolves once the
 * page has loaded and no resource has finished loading for `quietMs` (the stream never does).
 */
export async function settled(page: Page, quietMs = 500) {
  await page.waitForLoadState('load');
  let last = -1;
  let since = Date.now();
  await expect
    .poll(
      async () => {
        const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
        if (count !== last) [last, since] = [count, Date.now()];
        return Date.now() - since >= quietMs;
      },
      { intervals: [100], timeout: 30_000 },
    )
    .toBe(true);
}
