/** The student's points day by day over the shown days (the points line). */
import type { DayKey, YearOfDays } from './days';

export type Balance = { day: DayKey; points: number };

export type PointsOverTime = {
  /** The points at the start of the first shown day. */
  opening: number;
  /** The points at the end of each shown day, oldest first; the last is the profile's total_points. */
  days: Balance[];
};

/**
 * `startingPoints`: the points of the rows older than the rows sent (the answer's starting_points).
 * Every row brings its points now, so the line ends at today's total.
 */
export function pointsOverTime(startingPoints: number, { days, pointsBefore }: YearOfDays): PointsOverTime {
  const opening = startingPoints + pointsBefore;
  let points = opening;
  return {
    opening,
    days: days.map((day) => {
      points += day.points;
      return { day: day.day, points };
    }),
  };
}

/** The days on which the points changed, with the points after each. */
export function changes({ opening, days }: PointsOverTime): Balance[] {
  let before = opening;
  return days.filter(({ points }) => {
    const changed = points !== before;
    before = points;
    return changed;
  });
}
