/** Takes a picture once the screen has settled: never after a fixed sleep. */
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Committed pictures the README and docs show. */
export const DOCS = path.join(process.cwd(), 'docs', 'screenshots');
/** Every screen for a human look (gitignored). */
export const GALLERY = path.join(process.cwd(), 'e2e', 'screenshots');

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Fonts and images loaded, no finite animation or transition running (MUI's dialogs, menus and
 * drawers enter with transitions; spinners loop forever and are not waited for), then two frames
 * so a layout that changed with the viewport has been painted.
 */
export async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      Array.from(document.images).every((image) => image.complete) &&
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export async function shoot(page: Page, file: string, { fullPage = true } = {}) {
  await settle(page);
  await page.screenshot({ path: file, fullPage, animations: 'disabled', caret: 'hide' });
}
