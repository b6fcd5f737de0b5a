/** An academy with no content: the empty states of the public screens. */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DESKTOP, GALLERY, PHONE, shoot } from './shoot';

const SCREENS = [
  { name: 'empty-home', path: '/', ready: 'No Projects Added Yet' },
  { name: 'empty-users', path: '/users', ready: 'No users found' },
  { name: 'empty-courses', path: '/courses', ready: 'No Courses Found' },
  { name: 'empty-projects', path: '/projects', ready: 'No Projects Added Yet' },
  { name: 'empty-achievements', path: '/achievements', ready: 'No achievements found' },
  { name: 'empty-leaderboard', path: '/leaderboard', ready: 'No Users Found' },
  { name: 'empty-stats', path: '/stats', ready: 'Overview Of Academy Statistics' },
];

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
