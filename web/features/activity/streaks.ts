/** The year's figures of the summary: active days, and streaks of active weeks. */
import { isActive, type Day } from './days';
import { groupWeeks } from './weeks';

export type Streaks = { activeDays: number; currentWeeks: number; longestWeeks: number };

/**
 * Weeks are ISO weeks (Monday first) within the shown days; the first, partial week counts as a
 * week. A week is active when it has an active day.
 *
 * The current streak is the run of active weeks that ends at this week. Like GitHub's, a week
 * still under way without activity does not break it: the run ending last week is still current
 * until this week ends empty (then the next week starts with a streak of 0).
 */
export function streaksOf(days: readonly Day[]): Streaks {
  const active = groupWeeks(days).map((week) => week.days.some(isActive));
  let longestWeeks = 0;
  let run = 0;
  for (const weekActive of active) {
    run = weekActive ? run + 1 : 0;
    longestWeeks = Math.max(longestWeeks, run);
  }
  let end = active.length - 1;
  if (end >= 0 && !active[end]) end -= 1;
  let currentWeeks = 0;
  while (end >= 0 && active[end]) {
    currentWeeks += 1;
    end -= 1;
  }
  return { activeDays: days.filter(isActive).length, currentWeeks, longestWeeks };
}
