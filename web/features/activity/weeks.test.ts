import { describe, expect, it } from 'vitest';
import { shownDays } from './days';
import { groupWeeks, mondayOf, weekdayOf } from './weeks';

describe('ISO weeks', () => {
  it('start on Monday', () => {
    // 12 March 2026 is a Thursday.
    expect(weekdayOf('2026-03-09')).toBe(0);
    expect(weekdayOf('2026-03-12')).toBe(3);
    expect(weekdayOf('2026-03-15')).toBe(6);
    expect(mondayOf('2026-03-15')).toBe('2026-03-09');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
  });

  it('group the shown days, the first and last weeks partial', () => {
    // 13 March 2025 (Thursday) .. 12 March 2026 (Thursday): 4 days, 51 full weeks, 4 days.
    const weeks = groupWeeks(shownDays('2026-03-12').map((day) => ({ day })));
    expect(weeks).toHaveLength(53);
    expect(weeks[0]).toEqual({
      monday: '2025-03-10',
      days: ['2025-03-13', '2025-03-14', '2025-03-15', '2025-03-16'].map((day) => ({ day })),
    });
    expect(weeks.slice(1, -1).every((week) => week.days.length === 7)).toBe(true);
    expect(weeks.at(-1)?.days.map((d) => d.day)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12']);
  });

  it('are always 53: the first day is the same weekday as today, 52 weeks back', () => {
    for (const today of ['2026-04-05', '2026-04-06', '2026-04-08', '2024-02-29']) {
      expect(groupWeeks(shownDays(today).map((day) => ({ day }))), today).toHaveLength(53);
    }
  });
});
