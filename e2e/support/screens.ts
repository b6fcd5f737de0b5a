/** Viewports and the accessibility check the browser tests share (pictures: scripts/screenshots/). */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };

/**
 * No serious or critical accessibility violations on the page as it stands, once its transitions
 * have ended: a menu or dialog fading in has text at part opacity, which axe measures as low contrast.
 */
export async function expectAccessible(page: Page) {
  // Endless ones (a spinner, a skeleton's pulse) never end: only the finite ones are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
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
