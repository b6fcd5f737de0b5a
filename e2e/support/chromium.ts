/**
 * The browser the tests drive: Debian's headless shell of Chromium (package chromium-headless-shell,
 * built from the same source and version as /usr/bin/chromium), which Playwright itself prefers for
 * headless runs. Without the desktop browser's shell around Blink it takes about half the CPU per
 * page, and the browser tests are CPU-bound on two cores (docs/decisions.md, "Browser tests in
 * Chromium's headless shell"). Where the package is missing, the full browser.
 */
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export const chromiumForTests = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
