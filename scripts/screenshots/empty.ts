/** An academy with no content: the empty states of the public screens. */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EMPTY_SCREENS as SCREENS } from '../../e2e/support/empty-screens';
import { DESKTOP, GALLERY, PHONE, shoot } from './shoot';

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`${label} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('empty states', async ({ page }) => {
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByText(screen.ready, { exact: true }).first()).toBeVisible();
        await shoot(page, path.join(GALLERY, `${screen.name}-${label}.png`));
      }
    });
  });
}
