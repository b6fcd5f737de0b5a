/** The shown days by ISO week (Monday first): the heatmap's columns and the streaks' unit. */
import { addDays, utcDate, type DayKey } from './days';

/** 0 for Monday .. 6 for Sunday. */
export const weekdayOf = (day: DayKey) => (utcDate(day).getUTCDay() + 6) % 7;

/** The Monday that starts a day's ISO week. */
export const mondayOf = (day: DayKey): DayKey => addDays(day, -weekdayOf(day));

export type Week<D> = { monday: DayKey; days: D[] };

/**
 * The days (oldest first, one per calendar day) grouped by week, oldest first. The first and the
 * last week may hold fewer than seven days: the window starts and ends mid-week.
 */
export function groupWeeks<D extends { day: DayKey }>(days: readonly D[]): Week<D>[] {
  const weeks: Week<D>[] = [];
  for (const day of days) {
    const monday = mondayOf(day.day);
    const last = weeks.at(-1);
    if (last?.monday === monday) last.days.push(day);
    else weeks.push({ monday, days: [day] });
  }
  return weeks;
}
