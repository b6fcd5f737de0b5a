/** Wording with data the demo academy does not have: counts of exactly one (mocked answers, so the checks are exact). */
import { expect, test } from '@playwright/test';

const developer = (id: number, name: string, counts: { points: number; projects: number; courses: number }) => ({
  id,
  name,
  avatar: `avatar${id}`,
  title: null,
  created_at: '2025-01-01T00:00:00.000Z',
  total_points: counts.points,
  projects_count: counts.projects,
  courses_count: counts.courses,
});

const one = developer(1, 'Ada One', { points: 1, projects: 1, courses: 1 });
const many = developer(2, 'Bob Many', { points: 1250, projects: 2, courses: 0 });

test.describe('counts', () => {
  test("read '1 Point', '1 Project', '1 Course' and '1,250 Points', '2 Projects', '0 Courses'", async ({ page }) => {
    await page.route('**/api/front/users', (route) => route.fulfill({ json: { users: [one, many] } }));
    await page.goto('/users');
    const first = page.getByRole('link').filter({ has: page.getByRole('heading', { name: 'Ada One' }) });
    for (const text of ['1 Point', '1 Project', '1 Course']) await expect(first.getByText(text, { exact: true })).toBeVisible();
    const second = page.getByRole('link').filter({ has: page.getByRole('heading', { name: 'Bob Many' }) });
    for (const text of ['1,250 Points', '2 Projects', '0 Courses']) {
      await expect(second.getByText(text, { exact: true })).toBeVisible();
    }
  });
});
