/** Every public screen with the demo academy: the texts of docs/product.md, the titles and accessibility. */
import { expect, test } from '@playwright/test';
import { expectAccessible, PHONE } from '../support/screens';

type Developer = { id: number; name: string; total_points: number };

test.describe('homepage', () => {
  test('shows the hero, top members, latest members, projects, achievements and the leaderboard link', async ({
    page,
    request,
  }) => {
    const { stats } = await (await request.get('/api/front/stats')).json();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Learn, Build, Achieve', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Home');
    const buy = page.getByRole('link', { name: /buy a course/i });
    const { buy_course_url } = await (await request.get('/api/front/config')).json();
    await expect(buy).toHaveAttribute('href', buy_course_url);

    const top = page.getByRole('region', { name: 'Top Members' });
    await expect(top.getByText(/^#[1-3]$/)).toHaveCount(3);
    await expect(top.getByRole('link', { name: stats.top_developers[0].name })).toBeVisible();

    const members = page.getByRole('region', { name: 'Latest 8 Members Added' });
    await expect(members.getByRole('link')).toHaveCount(Math.min(8, stats.latest_users.length));
    const projects = page.getByRole('region', { name: 'Latest 12 Projects Added' });
    await expect(projects.getByRole('link')).toHaveCount(Math.min(12, stats.latest_projects.length));
    const achievements = page.getByRole('region', { name: 'Latest 10 Achievements Earned' });
    await expect(achievements.getByRole('listitem')).toHaveCount(Math.min(10, stats.latest_achievements.length));

    await expectAccessible(page);
    await page.getByRole('link', { name: /see the full leaderboard/i }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);
  });
});

test.describe('users page', () => {
  test('shows 9 cards a page, paginates, scrolls to the top and keeps the page in the address', async ({ page, request }) => {
    const { users, meta } = await (await request.get('/api/front/users?per_page=18')).json();
    expect(meta.total).toBeGreaterThan(9);
    await page.goto('/users');
    await expect(page).toHaveTitle('Users');
    // The card names are h2, straight under the page's h1 (no skipped level).
    const cards = page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(9);
    await expect(page.getByRole('heading', { name: users[0].name, level: 2 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(0);
    await expectAccessible(page);

    const pagination = page.getByRole('navigation', { name: 'Users pages' });
    await pagination.scrollIntoViewIfNeeded();
    // As many pages as the server counts users, though only 9 came.
    await expect(pagination.getByRole('button', { name: `Go to page ${Math.ceil(meta.total / 9)}` })).toBeVisible();
    // The server serves the page: the browser asks for 9 users, never for all of them.
    const pageTwo = page.waitForRequest((request) => request.url().endsWith('/api/front/users?page=2&per_page=9'));
    await pagination.getByRole('button', { name: 'Go to page 2' }).click();
    await pageTwo;
    await expect(page).toHaveURL(/\/users\?page=2$/);
    await expect(page.getByRole('heading', { name: users[9].name, level: 2 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Back from a profile returns to page 2, not page 1.
    await page.getByRole('heading', { name: users[9].name, level: 2 }).click();
    await expect(page).toHaveURL(new RegExp(`/user/${users[9].id}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/users\?page=2$/);
    await expect(page.getByRole('heading', { name: users[9].name, level: 2 })).toBeVisible();
    await expect(pagination.getByRole('button', { name: 'page 2', exact: true })).toHaveAttribute('aria-current', 'page');

    // Page 1 has the plain address; an address with a page opens on that page.
    await pagination.getByRole('button', { name: 'Go to page 1', exact: true }).click();
    await expect(page).toHaveURL(/\/users$/);
    await page.goto('/users?page=2');
    await expect(page.getByRole('heading', { name: users[9].name, level: 2 })).toBeVisible();
  });
});

test.describe('user profile', () => {
  test('shows the developer, the amber top-3 rank, average points, courses, projects, achievements and skills', async ({
    page,
    request,
  }) => {
    const { stats } = await (await request.get('/api/front/leaderboard')).json();
    const first: Developer = stats.top_developers[0];
    const { user } = await (await request.get(`/api/users/user/${first.id}`)).json();
    await page.goto(`/user/${first.id}`);
    await expect(page.getByRole('heading', { name: first.name, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('User Profile');
    const rank = page.getByText('Rank #1');
    await expect(rank).toBeVisible();
    const background = await rank.locator('xpath=..').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(255, 179, 0)');
    const points: number[] = user.projects.map((project: { points_value: number }) => project.points_value);
    const average = points.length ? Math.round(points.reduce((a, b) => a + b, 0) / points.length) : 0;
    await expect(page.getByText('Avg Points / Project').locator('xpath=..')).toContainText(
      new Intl.NumberFormat('en-US').format(average),
    );
    for (const heading of ['Courses', 'Skills', 'Projects', 'Achievements']) {
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    await expect(page.getByText(new Intl.NumberFormat('en-US').format(user.total_points)).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('an unknown developer shows User Not Found with a way back', async ({ page }) => {
    await page.goto('/user/987654');
    await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
    await page.getByRole('link', { name: /back to users/i }).click();
    await expect(page).toHaveURL(/\/users$/);
  });
});

test.describe('courses', () => {
  test('lists the courses and a course shows its users grouped A to Z', async ({ page, request }) => {
    const { courses } = await (await request.get('/api/front/courses')).json();
    await page.goto('/courses');
    await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Courses');
    for (const course of courses) await expect(page.getByRole('heading', { name: course.title, level: 2 })).toBeVisible();
    await expectAccessible(page);

    const busiest = [...courses].sort((a, b) => b.users_count - a.users_count)[0];
    const first = await (await request.get(`/api/users/course/${busiest.id}`)).json();
    await page
      .getByRole('link', { name: new RegExp(busiest.title) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/course/${busiest.id}$`));
    await expect(page.getByRole('heading', { name: busiest.title, level: 1 })).toBeVisible();
    // The first page's users, grouped under their letters in the server's order.
    const pageLetters = [...new Set<string>(first.users.map((u: { letter: string }) => u.letter))];
    const groups = page.getByRole('heading', { level: 3 });
    await expect(groups).toHaveText(pageLetters);
    await expect(
      page
        .getByRole('region', { name: `Users starting with ${pageLetters[0]}` })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('course letters', () => {
  type LetterCount = { letter: string; count: number };

  test('counts every letter, shows one letter when chosen and loads the rest with Show More', async ({ page, request }) => {
    const { courses } = await (await request.get('/api/front/courses')).json();
    const busiest = [...courses].sort((a, b) => b.users_count - a.users_count)[0];
    const { letters, meta } = await (await request.get(`/api/users/course/${busiest.id}`)).json();
    expect(meta.total).toBe(busiest.users_count);
    await page.goto(`/course/${busiest.id}`);

    const index = page.getByRole('navigation', { name: 'Letters' });
    const users = (count: number) => `${count} User${count === 1 ? '' : 's'}`;
    await expect(index.getByRole('link')).toHaveCount(letters.length + 1);
    await expect(index.getByRole('link', { name: `All Letters: ${users(meta.total)}` })).toHaveAttribute('aria-current', 'page');
    for (const { letter, count } of letters as LetterCount[]) {
      await expect(index.getByRole('link', { name: `Letter ${letter}: ${users(count)}` })).toBeVisible();
    }

    // The biggest letter alone: its heading and count, its users only, the address says which.
    const biggest = [...(letters as LetterCount[])].sort((a, b) => b.count - a.count)[0];
    await index.getByRole('link', { name: `Letter ${biggest.letter}: ${users(biggest.count)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${busiest.id}\\?letter=${encodeURIComponent(biggest.letter)}$`));
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([biggest.letter]);
    const region = page.getByRole('region', { name: `Users starting with ${biggest.letter}` });
    await expect(region.getByText(users(biggest.count), { exact: true })).toBeVisible();
    await expect(region.getByRole('link')).toHaveCount(Math.min(biggest.count, 24));
    await expectAccessible(page);

    // Every letter again, then Show More until all are shown (24 a page) when the course has more.
    await index.getByRole('link', { name: /^All Letters/ }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${busiest.id}$`));
    // The members' cards: the letters' regions (the course's projects are a region of their own).
    const cards = page
      .getByRole('main')
      .getByRole('region', { name: /^Users starting with / })
      .getByRole('link');
    await expect(cards).toHaveCount(Math.min(meta.total, 24));
    const more = page.getByRole('button', { name: 'Show More' });
    if (meta.total > 24) {
      const next = page.waitForRequest((r) => r.url().endsWith(`/api/users/course/${busiest.id}?page=2&per_page=24`));
      await more.click();
      await next;
      await expect(cards).toHaveCount(Math.min(meta.total, 48));
    } else {
      await expect(more).toHaveCount(0);
    }
  });
});

test.describe('projects', () => {
  test('groups the projects by course and a project highlights its top 3 developers', async ({ page, request }) => {
    const { projects } = await (await request.get('/api/front/projects')).json();
    await page.goto('/projects');
    await expect(page).toHaveTitle('Projects');
    for (const title of Object.keys(projects)) await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expectAccessible(page);

    const all = Object.values(projects).flat() as { id: number; name: string; users_count: number }[];
    const popular = all.sort((a, b) => b.users_count - a.users_count)[0];
    expect(popular.users_count).toBeGreaterThan(3);
    // The card says what its count is, not only a bare number.
    const card = page.getByRole('link').filter({ has: page.getByRole('heading', { name: popular.name, level: 3 }) });
    await expect(card.getByText(`${new Intl.NumberFormat('en-US').format(popular.users_count)} Completed`)).toBeVisible();
    await page.goto(`/project/${popular.id}`);
    await expect(page.getByRole('heading', { name: popular.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Completed By' })).toBeVisible();
    await expect(page.getByText('Top Developer', { exact: true })).toHaveCount(3);
    await expect(page.getByRole('img', { name: 'Rank 1' })).toBeVisible();
    await expectAccessible(page);

    // On a phone the top three rows line up with the others: medal, avatar and name at the same x.
    await page.setViewportSize(PHONE);
    const columns = await page
      .getByRole('main')
      .getByRole('listitem')
      .evaluateAll((items) =>
        items
          .slice(0, 5)
          .map((item) =>
            ['.MuiAvatar-root', 'a[href^="/user/"]'].map((selector) =>
              Math.round(item.querySelector(selector)!.getBoundingClientRect().left),
            ),
          ),
      );
    expect(new Set(columns.map((row) => row.join()))).toEqual(new Set([columns[4].join()]));
    // ...and the 'Top Developer' chip stays on the line of the date instead of a line of its own.
    const first = page.getByRole('main').getByRole('listitem').first();
    const chip = (await first.getByText('Top Developer', { exact: true }).boundingBox())!;
    const date = (await first.getByText(/\d, \d{4}$/).boundingBox())!;
    expect(Math.abs(chip.y + chip.height / 2 - (date.y + date.height / 2))).toBeLessThan(4);

    // The server serves 20 completions at a time; Show More adds the next 20, still numbered in order.
    const rows = page.getByRole('main').getByRole('listitem');
    await expect(rows).toHaveCount(Math.min(popular.users_count, 20));
    if (popular.users_count > 20) {
      await page.getByRole('button', { name: 'Show More' }).click();
      await expect(rows).toHaveCount(Math.min(popular.users_count, 40));
      await expect(rows.nth(20)).toContainText('21');
      await expect(page.getByText('Top Developer', { exact: true })).toHaveCount(3);
    }
  });
});

test.describe('achievements', () => {
  test('lists every achievement with its points and progress', async ({ page, request }) => {
    const { achievements } = await (await request.get('/api/front/achievements')).json();
    await page.goto('/achievements');
    await expect(page).toHaveTitle('Achievements');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(achievements.length);
    await expect(page.getByRole('progressbar')).toHaveCount(achievements.length);
    await expectAccessible(page);
  });
});

test.describe('stats', () => {
  test('shows the four figures en-US formatted and the top three in gold, grey and bronze', async ({ page, request }) => {
    const { stats } = await (await request.get('/api/front/stats')).json();
    const format = new Intl.NumberFormat('en-US');
    await page.goto('/stats');
    await expect(page.getByRole('heading', { name: 'Academy Statistics', level: 1 })).toBeVisible();
    await expect(page.getByText('Overview Of Academy Statistics')).toBeVisible();
    await expect(page).toHaveTitle('Stats');
    const figures: [string, number][] = [
      ['Developers', stats.total_users],
      ['Learning Courses', stats.total_courses],
      ['Projects Completed', stats.total_projects],
      ['Total Points Earned', stats.total_points_earned],
    ];
    for (const [label, value] of figures) {
      const card = page.getByRole('heading', { name: label, exact: true, level: 2 }).locator('xpath=..');
      await expect(card).toContainText(format.format(value));
    }
    const colors = ['rgb(245, 179, 1)', 'rgb(158, 158, 158)', 'rgb(205, 127, 50)'];
    for (let i = 0; i < 3; i++) {
      const badge = page.getByText(`#${i + 1}`, { exact: true });
      await expect(badge).toBeVisible();
      expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(colors[i]);
      const developer = stats.top_developers[i];
      await expect(page.getByRole('link', { name: developer.name })).toHaveAttribute('href', `/user/${developer.id}`);
      await expect(page.getByText(`${format.format(developer.total_points)} Points`).first()).toBeVisible();
    }
    await expectAccessible(page);
  });
});

test.describe('leaderboard', () => {
  test('shows the top 100 with rank images for the first three', async ({ page, request }) => {
    const { stats } = await (await request.get('/api/front/leaderboard')).json();
    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Top 100 Developers By Points & Time')).toBeVisible();
    await expect(page).toHaveTitle('Leaderboard');
    const table = page.getByRole('table', { name: 'Leaderboard' });
    await expect(table.getByRole('columnheader')).toHaveText(['Rank', 'Developer', 'Projects', 'Courses', 'Points']);
    await expect(table.getByRole('row')).toHaveCount(Math.min(100, stats.top_developers.length) + 1);
    for (let rank = 1; rank <= 3; rank++) await expect(table.getByRole('img', { name: `Rank ${rank}` })).toBeVisible();
    // The avatars are decorative: the name beside each one is not read twice.
    await expect(table.locator('img[src^="/avatars/"]').first()).toHaveAttribute('alt', '');
    await expect(table.locator('img[src^="/avatars/"]:not([alt=""])')).toHaveCount(0);
    const fourth = table.getByRole('row').nth(4);
    await expect(fourth.getByRole('cell').first()).toHaveText('4');
    await expect(fourth.getByRole('link', { name: stats.top_developers[3].name })).toHaveAttribute(
      'href',
      `/user/${stats.top_developers[3].id}`,
    );
    await expectAccessible(page);
  });
});
