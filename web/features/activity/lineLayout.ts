/**
 * Where the points line draws: a step line over the shown days (the points change on a day, then
 * hold), the first and the last value on the vertical axis, and ticks at the months' first days.
 * Mirrored in Arabic as the heatmap is: the oldest day on the right.
 */
import type { DayKey } from './days';
import type { PointsOverTime } from './points';

export const PADDING = { top: 10, bottom: 24, start: 8, end: 8 };
/** The room a month's name needs on either side of its tick. */
const TICK_ROOM = 18;
/** The width a figure's label takes, roughly (a digit is about 7 px at the labels' size). */
const labelWidth = (text: string) => text.length * 7 + 10;

export type AxisLabel = { value: number; y: number };
export type Tick = { day: DayKey; x: number; labelled: boolean };

export function lineLayout(
  { opening, days }: PointsOverTime,
  { width, height, rtl, formatValue }: { width: number; height: number; rtl: boolean; formatValue: (value: number) => string },
) {
  const last = days.at(-1)?.points ?? opening;
  const low = Math.min(opening, ...days.map((day) => day.points));
  const high = Math.max(last, ...days.map((day) => day.points));
  const axis = Math.max(labelWidth(formatValue(low)), labelWidth(formatValue(high)));
  const left = PADDING.start + axis;
  const right = width - PADDING.end;
  const top = PADDING.top;
  const bottom = height - PADDING.bottom;
  const slot = (right - left) / Math.max(days.length, 1);
  // An x of the English drawing in the one shown.
  const place = (x: number) => (rtl ? width - x : x);
  const y = (value: number) => (high === low ? (top + bottom) / 2 : bottom - ((value - low) / (high - low)) * (bottom - top));
  const round = (value: number) => Math.round(value * 10) / 10;

  const steps = [`M${round(place(left))},${round(y(opening))}`];
  days.forEach((day, index) => {
    steps.push(`V${round(y(day.points))}`, `H${round(place(left + (index + 1) * slot))}`);
  });
  const path = steps.join('');
  const area = `${path}V${bottom}H${round(place(left))}Z`;
  const yLabels: AxisLabel[] = (high === low ? [low] : [low, high]).map((value) => ({ value, y: round(y(value)) }));

  const firsts = days.flatMap((day, index) => (day.day.endsWith('-01') ? [{ day: day.day, at: left + index * slot }] : []));
  // A name centred on a tick at either end of the line would be cut off or run into the axis.
  const roomy = firsts.filter(({ at }) => at - left >= TICK_ROOM && right - at >= TICK_ROOM);
  // Every month is named where there is room, else every second or third, counted from the latest.
  const every = right - left >= 600 ? 1 : right - left >= 360 ? 2 : 3;
  const named = new Set(roomy.filter((_, n) => (roomy.length - 1 - n) % every === 0).map(({ day }) => day));
  const ticks: Tick[] = firsts.map(({ day, at }) => ({ day, x: round(place(at)), labelled: named.has(day) }));
  return { path, area, yLabels, ticks, axisX: round(place(left - 6)), plot: { left, right, top, bottom } };
}
