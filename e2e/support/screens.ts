/** Screenshots of a screen at desktop (1280) and phone (390) width into e2e/screenshots/ (gitignored). */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import path from 'node:path';

const dir = path.join(process.cwd(), 'e2e', 'screenshots');
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export async function snap(page: Page, name: string, { fullPage = true } = {}) {
  const original = page.viewportSize() ?? DESKTOP;
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage });
  }
  await page.setViewportSize(original);
}

/** No serious or critical accessibility violations on the page as it stands. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    bad.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.html.slice(0, 120))
          .slice(0, 3)
          .join(' | ')})`,
    ),
  ).toEqual([]);
}
