/**
 * The homepage's wire weight (issue 12, docs/decisions.md "Wire weight"): a first visit of `/`
 * downloads at most 150 KB of JavaScript and CSS, counted as Chromium received them (compressed
 * bodies), and none of the admin area's code. The figure is printed so that CI shows it.
 * `npx tsx bench/bundle.ts` computes the same figure from dist/web without a browser. Arabic's
 * first visit (issue 47) is printed beside it: its chunk and font come only with Arabic.
 */
import { expect, test, type Page } from '@playwright/test';
import { textsOf } from '../support/catalogue';
import { isLiveStream, settled } from '../support/live';

/** Kept equal to BUDGET_KB in bench/bundle.ts. */
const BUDGET_KB = 150;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The files of a kind the page downloaded, as Resource Timing counts them (encodedBodySize: the body as sent). */
const downloaded = (page: Page, kind: string) =>
  page.evaluate(
    (pattern) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
        .map(({ name, encodedBodySize, decodedBodySize, transferSize }) => ({
          name,
          encodedBodySize,
          decodedBodySize,
          transferSize,
        })),
    kind,
  );
const JS_CSS = '\\.(js|css)$';

test('a first visit of the homepage stays within 150 KB of JavaScript and CSS over the wire', async ({ page }) => {
  const encodings = new Map<string, string>();
  page.on('response', (response) => {
    if (/\.(js|css)(\?|$)/.test(response.url())) encodings.set(response.url(), response.headers()['content-encoding'] ?? 'none');
  });
  // Everything until the live stream has opened (its code, loaded after the first paint, counts too).
  const stream = page.waitForRequest(isLiveStream);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top Members' })).toBeVisible();
  await stream;
  await settled(page);

  // transferSize adds the headers.
  const files = await downloaded(page, JS_CSS);
  const body = files.reduce((sum, file) => sum + file.encodedBodySize, 0);
  const decoded = files.reduce((sum, file) => sum + file.decodedBodySize, 0);
  const transfer = files.reduce((sum, file) => sum + file.transferSize, 0);
  console.log(
    `homepage first visit: ${kb(body)} KB of JS+CSS over the wire (budget ${BUDGET_KB} KB); ` +
      `${files.length} files, ${kb(transfer)} KB with headers, ${kb(decoded)} KB uncompressed`,
  );
  for (const file of files) {
    console.log(
      `  ${kb(file.encodedBodySize).padStart(7)} KB  ${encodings.get(file.name) ?? '?'}  ${new URL(file.name).pathname}`,
    );
  }

  expect(files.length).toBeGreaterThan(0);
  // Every file over 1 KB came compressed (smaller ones are not worth it: build/precompress.ts).
  for (const file of files.filter((f) => f.decodedBodySize > 1024)) expect(encodings.get(file.name), file.name).toBe('br');
  expect(files.map((file) => file.name).filter((name) => /admin|material-react-table/i.test(name))).toEqual([]);
  expect(body, `homepage first visit: ${kb(body)} KB of JS+CSS, budget ${BUDGET_KB} KB`).toBeLessThanOrEqual(BUDGET_KB * 1024);
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test("Arabic's first visit: the English one, its catalogue and right-to-left chunk, and the Cairo font (printed)", async ({
    page,
  }) => {
    const stream = page.waitForRequest(isLiveStream);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: textsOf('ar')('home.topMembers') })).toBeVisible();
    await stream;
    await settled(page);
    await page.evaluate(() => document.fonts.ready);
    const scripts = await downloaded(page, JS_CSS);
    const fonts = await downloaded(page, '\\.woff2$');
    const sum = (files: { encodedBodySize: number }[]) => files.reduce((total, file) => total + file.encodedBodySize, 0);
    console.log(
      `Arabic homepage first visit: ${kb(sum(scripts))} KB of JS+CSS over the wire (${scripts.length} files), ` +
        `and ${kb(sum(fonts))} KB of Cairo (${fonts.length} files)`,
    );
    expect(scripts.some((file) => /\/arabic-[\w-]+\.js$/.test(file.name))).toBe(true);
    // Self-hosted: the CSP allows no remote font.
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(new URL(font.name).origin).toBe(new URL(page.url()).origin);
  });
});
