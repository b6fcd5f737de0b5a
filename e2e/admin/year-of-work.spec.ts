/**
 * A year of work on the public profile (issue 50), seen from two time zones: a student with
 * submissions and an award on known instants (dated by the test hook of server/plugins/test-hooks.ts)
 * shows each on the day of the viewer's calendar, the streaks of ISO weeks, and the points line's
 * balance on each day it moved (the running sum, not only its end).
 *
 * The oracle is arithmetic written here: fixed offsets of zones without summer time (Tokyo UTC+9,
 * Honolulu UTC-10), points that are powers of two (every balance is a different sum), and the
 * profile's total_points for the line's end.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminLogin } from '../support/admin-api';
import { unique } from '../support/admin';
import { signedOut, test } from '../support/signed-in';

test.use({ viewport: { width: 1366, height: 900 }, storageState: signedOut });

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** 'YYYY-MM-DD' of an instant in a zone of a fixed offset (hours east of UTC). */
const dayAt = (instant: number, offsetHours: number) => new Date(instant + offsetHours * HOUR).toISOString().slice(0, 10);
/** Midnight UTC of the day `days` before today (UTC), plus `hours`. */
const utcDayAgo = (days: number, hours: number) => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days) + hours * HOUR;
};

/**
 * The student's rows: one older than the year (100 points, the line's start), four in the weeks
 * 10 to 13 before this one (the longest streak, 4 weeks), one at 20:00 UTC 40 days ago (the next
 * day in Tokyo, the same day in Honolulu), an award at 05:00 UTC that day (the same day in Tokyo,
 * the day before in Honolulu), and the weeks 2 and 1 before this one and this one (the current
 * streak, 3 weeks). The rule awards of the demo academy's achievements come today.
 */
async function studentWithAYear(request: APIRequestContext) {
  const api = await adminLogin(request);
  const now = Date.now();
  const student = await api.addStudent(unique('Year'));
  const course = await api.addCourse(unique('Year Course'));
  await api.enroll(student.id, course.id);
  const rows = [
    { at: now - 500 * DAY, points: 100 },
    { at: now - 91 * DAY, points: 1 },
    { at: now - 84 * DAY, points: 2 },
    { at: now - 77 * DAY, points: 4 },
    { at: now - 70 * DAY, points: 8 },
    { at: utcDayAgo(40, 20), points: 16 },
    { at: now - 14 * DAY, points: 64 },
    { at: now - 7 * DAY, points: 128 },
    { at: now, points: 256 },
  ];
  const submissions = [];
  for (const [i, row] of rows.entries()) {
    const project = await api.addProject(course.id, `Year Project ${i + 1}`, row.points);
    await api.post('/api/admin/user-projects/add', {
      user_id: student.id,
      project_id: project.id,
      url: `https://github.com/year/project-${i + 1}`,
    });
    submissions.push({ project_id: project.id, at: new Date(row.at).toISOString() });
  }
  const { achievement } = await api.post<{ achievement: { id: number } }>('/api/admin/achievements', {
    name: unique('Year Award'),
    description: 'Given by hand (browser test)',
    points: 32,
    manual: 1,
  });
  await api.post(`/api/admin/users/${student.id}/achievements`, { achievement_id: achievement.id });
  const award = { achievement_id: achievement.id, at: new Date(utcDayAgo(40, 5)).toISOString() };
  const dated = await api.post<{ dated: number }>('/api/test/dates', {
    user_id: student.id,
    submissions: submissions.filter((_, i) => i < rows.length - 1),
    achievements: [award],
  });
  expect(dated.dated).toBe(rows.length);
  return { student, rows, award: { at: Date.parse(award.at), points: 32 } };
}

async function openYear(page: Page, id: number) {
  await page.goto(`/user/${id}`);
  const year = page.getByRole('region', { name: 'A year of work' });
  await expect(year.locator('[data-day]').first()).toBeAttached();
  return year;
}

for (const zone of [
  { name: 'Asia/Tokyo', offset: 9 },
  { name: 'Pacific/Honolulu', offset: -10 },
]) {
  test.describe(`in ${zone.name}`, () => {
    test.use({ timezoneId: zone.name });

    test('each row on its day of the viewer, the streaks, and the balance on each day it moved', async ({ page, request }) => {
      const { student, rows, award } = await studentWithAYear(request);
      const year = await openYear(page, student.id);
      const day = (instant: number) => dayAt(instant, zone.offset);
      const cell = (instant: number) => year.locator(`rect[data-day="${day(instant)}"]`);

      // The row at 20:00 UTC and the award at 05:00 UTC of the same UTC day.
      const late = rows[5].at;
      await expect(cell(late)).toHaveAttribute('data-submissions', '1');
      await expect(cell(award.at)).toHaveAttribute('data-achievements', '1');
      expect(day(late) === day(award.at)).toBe(false);
      await expect(cell(award.at)).toHaveAttribute('data-submissions', '0');
      await expect(cell(late)).toHaveAttribute('data-achievements', '0');
      // The row older than the year is on no day.
      await expect(year.locator(`rect[data-day="${day(rows[0].at)}"]`)).toHaveCount(0);

      // 8 active days (the award's alone is not one); 4 weeks in a row 10 to 13 weeks ago; 3 now.
      await expect(year).toContainText('8 active days in the last year; longest streak 4 weeks');
      await expect(year).toContainText('current streak 3 weeks');

      // The balance after each day it moved: 100 before the year, then the running sum.
      const balances: [number, number][] = [];
      let balance = 100;
      const moves = [...rows.slice(1, -1), award].sort((a, b) => a.at - b.at);
      for (const move of moves) balances.push([move.at, (balance += move.points)]);
      for (const [instant, expected] of balances)
        await expect(year.locator(`tr[data-day="${day(instant)}"] [data-points]`)).toHaveAttribute(
          'data-points',
          String(expected),
        );

      // Today's balance, the line's end, is the profile's total (the demo academy's rule awards come today).
      const profile = await (await request.get(`/api/users/user/${student.id}`)).json();
      await expect(year.locator(`tr[data-day="${day(Date.now())}"] [data-points]`)).toHaveAttribute(
        'data-points',
        String(profile.user.total_points),
      );
      expect(profile.user.total_points).toBeGreaterThanOrEqual(balance + 256);
    });
  });
}
