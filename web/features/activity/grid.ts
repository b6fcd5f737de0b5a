/**
 * Where the heatmap draws each day: columns are ISO weeks (oldest first, from the start side:
 * the left in English, the right in Arabic, as the page around it is mirrored), rows Monday to
 * Sunday, Monday on top.
 */
import type { Day, DayKey } from './days';
import { CELL, GAP, HEATMAP_WIDTH, MONTHS_BAND, STEP, WEEKDAYS_BAND } from './sizes';
import { groupWeeks, weekdayOf } from './weeks';

/** How dark a day is drawn, 0 (nothing) to 4, by its submissions and achievements. */
export function levelOf(count: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0) return 0;
  if (count === 1) return 1;
  if (count === 2) return 2;
  return count <= 4 ? 3 : 4;
}

export type Cell = Day & { x: number; y: number; level: 0 | 1 | 2 | 3 | 4 };
export type Label = { day: DayKey; x: number; y: number };

/** An x of the English drawing, in the drawing of the direction shown (`width`: of what is placed there). */
const placed = (x: number, rtl: boolean, width = 0) => (rtl ? HEATMAP_WIDTH - x - width : x);
const columnX = (column: number) => WEEKDAYS_BAND + column * STEP;

/** Labels closer than this (in columns) would run into each other. */
const MONTH_SPACING = 3;

export function heatmapGrid(days: readonly Day[], rtl: boolean) {
  const weeks = groupWeeks(days);
  const cells: Cell[] = weeks.flatMap((week, column) =>
    week.days.map((day) => ({
      ...day,
      x: placed(columnX(column), rtl, CELL),
      y: MONTHS_BAND + weekdayOf(day.day) * STEP,
      level: levelOf(day.submissions + day.achievements),
    })),
  );
  // A month is named above the first week whose top day is in it (the first week's, whatever it is).
  const starts: { column: number; day: DayKey }[] = [];
  weeks.forEach((week, column) => {
    const top = week.days[0].day;
    if (column === 0 || top.slice(0, 7) !== weeks[column - 1].days[0].day.slice(0, 7)) starts.push({ column, day: top });
  });
  const kept = starts.filter((start, index) => {
    const next = starts[index + 1];
    // The first week's month gives way when the next month starts right after it; a month of the
    // last weeks has no room for its name before the edge.
    if (index === 0 && next && next.column - start.column < MONTH_SPACING) return false;
    return weeks.length - start.column >= MONTH_SPACING;
  });
  const months: Label[] = kept.map(({ column, day }) => ({ day, x: placed(columnX(column), rtl), y: MONTHS_BAND - 6 }));
  // Monday, Wednesday and Friday, named in the first full week.
  const full = weeks.find((week) => week.days.length === 7) ?? weeks[0];
  const weekdays: Label[] = [0, 2, 4].flatMap((row) => {
    const day = full.days.find((d) => weekdayOf(d.day) === row);
    return day ? [{ day: day.day, x: placed(WEEKDAYS_BAND - 2 * GAP, rtl), y: MONTHS_BAND + row * STEP + CELL - 2 }] : [];
  });
  return { cells, months, weekdays };
}
