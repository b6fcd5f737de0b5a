import { describe, expect, it } from 'vitest';
import { ACTIVITY_DAYS } from '../../../contracts/activity';
import { addDays, binDays, dayKey, isActive, SHOWN_DAYS, shownDays } from './days';

const row = (at: string, points = 0) => ({ at, points });

describe('dayKey: the day an instant falls on where the viewer is', () => {
  it.each([
    // 03:30 UTC is 23:30 the evening before in New York (UTC-4 after the March change).
    ['America/New_York', '2026-03-12T03:30:00Z', '2026-03-11'],
    ['America/New_York', '2026-03-12T04:30:00Z', '2026-03-12'],
    // 15:30 UTC is 00:30 the next day in Tokyo (UTC+9).
    ['Asia/Tokyo', '2026-03-12T15:30:00Z', '2026-03-13'],
    ['Asia/Tokyo', '2026-03-12T14:59:59Z', '2026-03-12'],
    // Cairo: UTC+3 in summer, UTC+2 in winter.
    ['Africa/Cairo', '2026-07-01T21:30:00Z', '2026-07-02'],
    ['Africa/Cairo', '2026-01-01T21:30:00Z', '2026-01-01'],
    ['UTC', '2026-01-01T00:00:00.000Z', '2026-01-01'],
  ])('in %s, %s is on %s', (timeZone, instant, day) => {
    expect(dayKey(instant, timeZone)).toBe(day);
    expect(dayKey(new Date(instant), timeZone)).toBe(day);
  });
});

describe('the shown days', () => {
  it('shows as many days as the contract says', () => {
    expect(SHOWN_DAYS).toBe(ACTIVITY_DAYS);
  });

  it('are 365 consecutive days ending today, across a daylight-saving change', () => {
    const days = shownDays('2026-03-12');
    expect(days).toHaveLength(365);
    expect(days[0]).toBe('2025-03-13');
    expect(days.at(-1)).toBe('2026-03-12');
    days.slice(1).forEach((day, index) => expect(addDays(days[index], 1)).toBe(day));
  });

  it('start 364 days back in a leap year too', () => {
    expect(shownDays('2024-12-31')[0]).toBe('2024-01-02');
    expect(shownDays('2024-12-31')).toContain('2024-02-29');
  });
});

describe('binDays', () => {
  // 02:00 UTC on 12 March: still the 11th in New York, already the 12th in Tokyo and Cairo.
  const now = new Date('2026-03-12T02:00:00Z');

  it("ends the year on the viewer's today", () => {
    expect(binDays({ submissions: [], achievements: [] }, { timeZone: 'America/New_York', now }).days.at(-1)?.day).toBe(
      '2026-03-11',
    );
    expect(binDays({ submissions: [], achievements: [] }, { timeZone: 'Asia/Tokyo', now }).days.at(-1)?.day).toBe('2026-03-12');
  });

  it('counts submissions, achievements and their points by local day', () => {
    const activity = {
      // 23:30 UTC on the 9th: the 9th in New York, the 10th in Tokyo and in Cairo (UTC+2).
      submissions: [row('2026-03-09T23:30:00Z', 10), row('2026-03-10T01:00:00Z', 20)],
      achievements: [row('2026-03-10T01:30:00Z', 5)],
    };
    const byDay = (timeZone: string) =>
      Object.fromEntries(
        binDays(activity, { timeZone, now })
          .days.filter((day) => day.submissions + day.achievements > 0)
          .map(({ day, ...counts }) => [day, counts]),
      );
    expect(byDay('America/New_York')).toEqual({
      '2026-03-09': { submissions: 2, achievements: 1, points: 35 },
    });
    expect(byDay('Asia/Tokyo')).toEqual({ '2026-03-10': { submissions: 2, achievements: 1, points: 35 } });
    expect(byDay('Africa/Cairo')).toEqual({ '2026-03-10': { submissions: 2, achievements: 1, points: 35 } });
  });

  it('counts a row dated after today (a clock behind the server) on today', () => {
    const { days } = binDays(
      { submissions: [row('2026-03-14T10:00:00Z', 7)], achievements: [] },
      { timeZone: 'Asia/Tokyo', now },
    );
    expect(days.at(-1)).toEqual({ day: '2026-03-12', submissions: 1, achievements: 0, points: 7 });
  });

  it('keeps the points of rows before the first day apart', () => {
    // The first day is 13 March 2025 in Tokyo; 14:00 UTC on the 12th is 23:00 there.
    const year = binDays(
      {
        submissions: [row('2025-03-12T14:00:00Z', 4), row('2025-03-12T15:00:00Z', 6)],
        achievements: [row('2025-03-11T00:00:00Z', 1)],
      },
      { timeZone: 'Asia/Tokyo', now },
    );
    expect(year.pointsBefore).toBe(5);
    expect(year.days[0]).toEqual({ day: '2025-03-13', submissions: 1, achievements: 0, points: 6 });
  });

  it('makes a day active by a submission only, not by an achievement alone', () => {
    const { days } = binDays(
      { submissions: [row('2026-03-01T12:00:00Z')], achievements: [row('2026-03-02T12:00:00Z', 50)] },
      { timeZone: 'Africa/Cairo', now },
    );
    expect(days.filter(isActive).map((day) => day.day)).toEqual(['2026-03-01']);
  });
});
