import { describe, expect, it } from 'vitest';
import { addDays, shownDays, type Day } from './days';
import { streaksOf } from './streaks';

// Thursday 12 March 2026: this week began on Monday 9 March.
const TODAY = '2026-03-12';
const THIS_MONDAY = '2026-03-09';

/** The shown days ending TODAY, with a submission on each day given (and achievements on `achievementsOnly`). */
function year(submitted: string[], achievementsOnly: string[] = []): Day[] {
  return shownDays(TODAY).map((day) => ({
    day,
    submissions: submitted.filter((d) => d === day).length,
    achievements: achievementsOnly.includes(day) ? 1 : 0,
    points: 0,
  }));
}
/** The Tuesday of the week `back` weeks before this one. */
const tuesday = (back: number) => addDays(THIS_MONDAY, 1 - 7 * back);

describe('streaksOf', () => {
  it('is all zero for a year with nothing', () => {
    expect(streaksOf(year([]))).toEqual({ activeDays: 0, currentWeeks: 0, longestWeeks: 0 });
  });

  it('counts this week once it has an active day', () => {
    expect(streaksOf(year([tuesday(0), tuesday(1), tuesday(2)]))).toMatchObject({ currentWeeks: 3, longestWeeks: 3 });
  });

  it('keeps the streak that ended last week current while this week has no activity yet', () => {
    expect(streaksOf(year([tuesday(1), tuesday(2)]))).toMatchObject({ currentWeeks: 2, longestWeeks: 2 });
  });

  it('has no current streak when last week was empty too', () => {
    expect(streaksOf(year([tuesday(2), tuesday(3)]))).toMatchObject({ currentWeeks: 0, longestWeeks: 2 });
  });

  it('finds the longest run anywhere in the year', () => {
    const earlier = [10, 11, 12, 13, 14, 15].map(tuesday);
    expect(streaksOf(year([...earlier, tuesday(0), tuesday(1)]))).toEqual({ activeDays: 8, currentWeeks: 2, longestWeeks: 6 });
  });

  it('counts the first, partial week as a week', () => {
    // The first shown day is Thursday 13 March 2025; the next week starts on Monday 17 March.
    expect(streaksOf(year(['2025-03-13', '2025-03-18']))).toMatchObject({ longestWeeks: 2 });
  });

  it('counts days with a submission, once each, and not days with only an achievement', () => {
    const streaks = streaksOf(year([tuesday(0), tuesday(0), addDays(tuesday(0), 1)], [tuesday(1), tuesday(2)]));
    expect(streaks).toEqual({ activeDays: 2, currentWeeks: 1, longestWeeks: 1 });
  });

  it('counts a year active every week', () => {
    const every = shownDays(TODAY).filter((_, index) => index % 7 === 0);
    expect(streaksOf(year(every))).toEqual({ activeDays: 53, currentWeeks: 53, longestWeeks: 53 });
  });
});
