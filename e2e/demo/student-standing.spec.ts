/**
 * A student's place and next step (issue 25 items 1 and 2), at 1366 and 390 wide: their row on the
 * leaderboard (highlighted in the top 100, else under the table at the real rank), the rank line at
 * the top of the open menu and of the drawer (not an item: the six items stay), Next Up on
 * /achievements and the own profile (a new student's first step first: issue 44), earned dates. Expected figures come from the public API.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminLogin, type AdminApi } from '../support/admin-api';
import { expectAccessible, PHONE } from '../support/screens';
import { dismissAchievementPopup, signInWithApi, type StudentAccount } from '../support/student-session';

test.describe.configure({ mode: 'serial' });

const WIDE = { width: 1366, height: 900 };
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/issue25/${name}.png`, fullPage: false });
const stamp = Date.now();

let admin: AdminApi;
/** Out of the top 100 (no points, joined last). */
let newcomer: StudentAccount;
/** In the top 100, with a submission (and the first-project award). */
let climber: StudentAccount;
let climberToken: string;
/** Brand new: no enrollment, no submission (one per width: each test signs in on its own). */
const fresh = new Map<number, StudentAccount>();

async function tokenOf(request: APIRequestContext, account: StudentAccount) {
  const response = await request.post('/api/user/login', { data: { email: account.email, password: account.password } });
  return (await response.json()).token as string;
}

test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
  // Before the newcomer, who must join last.
  for (const width of [1366, 390]) fresh.set(width, await admin.addStudent(`Fresh Standing ${width} ${stamp}`));
  newcomer = { ...(await admin.addStudent(`Newcomer Standing ${stamp}`)) };
  const [course] = await admin.courses();
  await admin.enroll(newcomer.id, course.id);

  // Points that place the climber around 50th: one more than the 50th student's now.
  const board = await (await request.get('/api/front/leaderboard')).json();
  const fiftieth = board.stats.top_developers[49].total_points as number;
  const ownCourse = await admin.addCourse(`Standing Course ${stamp}`);
  const project = await admin.addProject(ownCourse.id, `Standing Project ${stamp}`, fiftieth + 1);
  climber = { ...(await admin.addStudent(`Climber Standing ${stamp}`)) };
  await admin.enroll(climber.id, ownCourse.id);
  climberToken = await tokenOf(request, climber);
  const submitted = await request.post('/api/front/user-projects', {
    headers: { Authorization: `Bearer ${climberToken}` },
    data: { project_id: project.id, url: 'https://github.com/climber/standing' },
  });
  expect(submitted.status()).toBe(201);
});

/** The newcomer's real rank: joined last with no points, so last of every ranked student. */
async function lastRank(request: APIRequestContext) {
  return (await (await request.get('/api/front/users?per_page=1')).json()).meta.total as number;
}

for (const viewport of [WIDE, PHONE]) {
  const wide = viewport === WIDE;
  test.describe(`${viewport.width} wide`, () => {
    test.use({ viewport });

    test("out of the top 100: the student's row under the table at the real rank, and the rank line in the menu", async ({
      page,
      request,
    }) => {
      await signInWithApi(page, request, newcomer);
      await page.goto('/leaderboard');
      await dismissAchievementPopup(page);
      const rank = await lastRank(request);
      expect(rank).toBeGreaterThan(100);
      const table = page.getByRole('table', { name: 'Leaderboard' });
      const own = table.getByRole('rowgroup', { name: 'Your Place' });
      await expect(own.getByRole('link', { name: newcomer.name })).toBeVisible();
      await expect(own.getByRole('row').last()).toContainText(String(rank));
      // The top 100 stay the top 100.
      await expect(table.getByRole('rowgroup').nth(1).getByRole('row')).toHaveCount(100);
      await expectAccessible(page);
      await own.scrollIntoViewIfNeeded();
      await shot(page, `leaderboard-own-row-${viewport.width}`);

      const line = new RegExp(`Rank #${rank.toLocaleString('en-US')}`);
      if (wide) {
        const nav = page.getByRole('navigation', { name: 'Main' });
        const button = nav.getByRole('button', { name: 'Newcomer', exact: true });
        await button.focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu');
        await expect(menu.getByText(line)).toBeVisible();
        await expect(menu.getByRole('menuitem')).toHaveText([
          'Edit Profile',
          'Edit Avatar',
          'Edit Skills',
          'My Profile',
          'Manage Projects',
          'Logout',
        ]);
        // The keyboard lands on the first item, never on the line.
        await expect(menu.getByRole('menuitem', { name: 'Edit Profile' })).toBeFocused();
        await expectAccessible(page);
        await shot(page, `menu-rank-line-${viewport.width}`);
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
        const drawer = page.getByRole('navigation', { name: 'Mobile' });
        await expect(drawer.getByText(line)).toBeVisible();
        await expect(drawer.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
        await expectAccessible(page);
        await shot(page, `drawer-rank-line-${viewport.width}`);
      }
    });

    test("in the top 100: the student's own row is highlighted, nothing is added", async ({ page, request }) => {
      await signInWithApi(page, request, climber);
      await page.goto('/leaderboard');
      await dismissAchievementPopup(page);
      const board = (await (await request.get('/api/front/leaderboard')).json()).stats.top_developers as { id: number }[];
      const expectedRank = board.findIndex((developer) => developer.id === climber.id) + 1;
      expect(expectedRank).toBeGreaterThan(3);
      const row = page.getByRole('row', { name: new RegExp(climber.name) });
      await expect(row).toHaveAttribute('aria-current', 'true');
      await expect(row.getByRole('cell').first()).toHaveText(String(expectedRank));
      await expect(page.getByRole('rowgroup', { name: 'Your Place' })).toHaveCount(0);
      await row.scrollIntoViewIfNeeded();
      await shot(page, `leaderboard-highlight-${viewport.width}`);
    });

    test('Next Up on /achievements and the own profile only; earned achievements show their date', async ({ page, request }) => {
      const steps = (
        await (
          await request.get('/api/user/achievements/progress', { headers: { Authorization: `Bearer ${climberToken}` } })
        ).json()
      ).achievements as { id: number; current: number; target: number }[];
      const all = (await (await request.get('/api/front/achievements')).json()).achievements as { id: number; name: string }[];
      const nameOf = (id: number) => all.find((achievement) => achievement.id === id)?.name as string;
      const mine = (
        await (await request.get('/api/user/achievements', { headers: { Authorization: `Bearer ${climberToken}` } })).json()
      ).achievements as { id: number; name: string; earned_at: string }[];
      expect(mine.length).toBeGreaterThan(0);

      await signInWithApi(page, request, climber);
      await page.goto('/achievements');
      await dismissAchievementPopup(page);
      const nextUp = page.getByRole('region', { name: 'Next Up' });
      const bars = nextUp.getByRole('progressbar');
      await expect(bars).toHaveCount(Math.min(3, steps.length));
      for (const [i, step] of steps.slice(0, 3).entries()) {
        await expect(bars.nth(i)).toHaveAccessibleName(new RegExp(`^${nameOf(step.id)}: ${step.current} Of ${step.target}\\b`));
      }
      const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(
        new Date(mine[0].earned_at),
      );
      const card = page
        .getByRole('heading', { name: mine[0].name })
        .locator('xpath=ancestor::div[contains(@class,"MuiCard")][1]');
      await expect(card.getByText(date)).toBeVisible();
      await expectAccessible(page);
      await shot(page, `achievements-next-up-${viewport.width}`);

      await page.goto(`/user/${climber.id}`);
      await expect(page.getByRole('region', { name: 'Next Up' })).toBeVisible();
      await page.goto(`/user/${newcomer.id}`);
      await expect(page.getByRole('heading', { name: newcomer.name, level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Next Up' })).toHaveCount(0);
    });

    test('a brand-new student is pointed at First Steps, not at the goals worth the most points', async ({ page, request }) => {
      await signInWithApi(page, request, fresh.get(viewport.width) as StudentAccount);
      await page.goto('/achievements');
      await dismissAchievementPopup(page);
      const bars = page.getByRole('region', { name: 'Next Up' }).getByRole('progressbar');
      // Every share is 0 of its target: the smallest target (the demo's First Steps, 1 project) comes first.
      await expect(bars.first()).toHaveAccessibleName(/^First Steps: 0 Of 1 Project$/);
      await shot(page, `next-up-new-student-${viewport.width}`);
    });
  });
}
