import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binDays } from './days';
import { changes, pointsOverTime } from './points';

const now = new Date('2026-03-12T12:00:00Z');
const since = '2025-03-11T00:00:00.000Z'; // 366 days before the start of 12 March 2026, UTC

/**
 * 100 points from rows older than `since`, then (total 100 + 7 + 10 + 20 + 5 + 3 = 145):
 * - 7 at 02:00 UTC on 13 March 2025: the evening of the 12th in New York (before its first shown
 *   day, 13 March 2025), the morning of the 13th in Tokyo (its first shown day);
 * - 10 and 20 on two days of the year, 5 for an achievement on the second of them;
 * - 3 dated tomorrow (a clock behind the server's): on today.
 */
const activity = {
  since,
  starting_points: 100,
  submissions: [
    { at: '2025-03-13T02:00:00Z', points: 7 },
    { at: '2025-06-01T12:00:00Z', points: 10 },
    { at: '2026-01-15T12:00:00Z', points: 20 },
    { at: '2026-03-13T09:00:00Z', points: 3 },
  ],
  achievements: [{ at: '2026-01-15T13:00:00Z', points: 5 }],
};
const TOTAL = 145;

const lineIn = (timeZone: string) => pointsOverTime(activity.starting_points, binDays(activity, { timeZone, now }));

describe('pointsOverTime', () => {
  it("opens with the points of the rows before the viewer's first day", () => {
    expect(lineIn('America/New_York').opening).toBe(107);
    expect(lineIn('Asia/Tokyo').opening).toBe(100);
    expect(lineIn('Asia/Tokyo').days[0]).toEqual({ day: '2025-03-13', points: 107 });
  });

  it.each(['America/New_York', 'Asia/Tokyo', 'Africa/Cairo', 'UTC'])('ends at the total points, in %s', (timeZone) => {
    const line = lineIn(timeZone);
    expect(line.days).toHaveLength(365);
    expect(line.days.at(-1)?.points).toBe(TOTAL);
  });

  it('lists the days the points changed, with the points after each', () => {
    expect(changes(lineIn('Africa/Cairo'))).toEqual([
      // 04:00 on the first shown day in Cairo (UTC+2 in March).
      { day: '2025-03-13', points: 107 },
      { day: '2025-06-01', points: 117 },
      { day: '2026-01-15', points: 142 },
      { day: '2026-03-12', points: 145 },
    ]);
  });

  it('lists no change for a year with nothing, and stays at the starting points', () => {
    const line = pointsOverTime(40, binDays({ submissions: [], achievements: [] }, { timeZone: 'UTC', now }));
    expect(changes(line)).toEqual([]);
    expect(new Set(line.days.map((day) => day.points))).toEqual(new Set([40]));
  });

  it('ends at starting_points plus every row sent, whatever the rows and the zone', () => {
    const start = Date.parse(since);
    const row = fc.record({
      // From `since` to a day after now (a clock behind the server's).
      at: fc.integer({ min: start, max: now.getTime() + 86_400_000 }).map((ms) => new Date(ms).toISOString()),
      points: fc.integer({ min: 0, max: 500 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(row, { maxLength: 40 }),
        fc.array(row, { maxLength: 10 }),
        fc.constantFrom('America/New_York', 'Asia/Tokyo', 'Africa/Cairo', 'Pacific/Kiritimati', 'Etc/GMT+12'),
        (starting, submissions, achievements, timeZone) => {
          const line = pointsOverTime(starting, binDays({ submissions, achievements }, { timeZone, now }));
          const sum = [...submissions, ...achievements].reduce((total, { points }) => total + points, starting);
          expect(line.days.at(-1)?.points).toBe(sum);
          line.days.slice(1).forEach((day, index) => expect(day.points).toBeGreaterThanOrEqual(line.days[index].points));
        },
      ),
      { numRuns: 60 },
    );
  });
});
