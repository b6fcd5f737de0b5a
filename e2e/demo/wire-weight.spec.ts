/**
 * The homepage's wire weight (issue 12, docs/decisions.md "Wire weight"): a first visit of `/`
 * downloads at most 150 KB of JavaScript and CSS, counted as Chromium received them (compressed
 * bodies), and none of the admin area's code. The figure is printed so that CI shows it.
 * `npx tsx bench/bundle.ts` computes the same figure from dist/web without a browser.
 */
import { expect, test } from '@playwright/test';

/** Kept equal to BUDGET_KB in bench/bundle.ts. */
const BUDGET_KB = 150;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

test('a first visit of the homepage stays within 150 KB of JavaScript and CSS over the wire', async ({ page }) => {
  const encodings = new Map<string, string>();
  page.on('response', (response) => {
    if (/\.(js|css)(\?|$)/.test(response.url())) encodings.set(response.url(), response.headers()['content-encoding'] ?? 'none');
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Top Members' })).toBeVisible();

  // Resource Timing: encodedBodySize is the body as sent (compressed), transferSize adds the headers.
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => /\.(js|css)(\?|$)/.test(new URL(entry.name).pathname))
      .map(({ name, encodedBodySize, decodedBodySize, transferSize }) => ({
        name,
        encodedBodySize,
        decodedBodySize,
        transferSize,
      })),
  );
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
