import { describe, expect, it } from 'vitest';
import { binDays } from './days';
import { lineLayout, PADDING } from './lineLayout';
import { pointsOverTime } from './points';

const now = new Date('2026-03-12T12:00:00Z');
const line = pointsOverTime(
  100,
  binDays(
    { submissions: [{ at: '2025-09-15T12:00:00Z', points: 50 }], achievements: [{ at: '2026-03-12T08:00:00Z', points: 25 }] },
    { timeZone: 'UTC', now },
  ),
);
const size = { width: 800, height: 160, formatValue: String };
/** The points of a path, as [x, y] after each command. */
function corners(path: string) {
  let x = 0;
  let y = 0;
  return [...path.matchAll(/([MVH])([\d.,-]+)/g)].map(([, command, args]) => {
    if (command === 'M') [x, y] = args.split(',').map(Number);
    else if (command === 'V') y = Number(args);
    else x = Number(args);
    return [x, y];
  });
}

describe('lineLayout', () => {
  it('rises from the first value at the start to the last at the end, in English', () => {
    const layout = lineLayout(line, { ...size, rtl: false });
    const points = corners(layout.path);
    expect(layout.yLabels.map((label) => label.value)).toEqual([100, 175]);
    expect(points[0]).toEqual([layout.plot.left, 160 - PADDING.bottom]);
    expect(points.at(-1)).toEqual([800 - PADDING.end, PADDING.top]);
  });

  it('is the mirror of the English in Arabic', () => {
    const ltr = corners(lineLayout(line, { ...size, rtl: false }).path);
    const rtl = corners(lineLayout(line, { ...size, rtl: true }).path);
    expect(rtl).toEqual(ltr.map(([x, y]) => [Math.round((800 - x) * 10) / 10, y]));
  });

  it('draws a flat line with one label when nothing changed', () => {
    const flat = pointsOverTime(40, binDays({ submissions: [], achievements: [] }, { timeZone: 'UTC', now }));
    const layout = lineLayout(flat, { ...size, rtl: false });
    expect(layout.yLabels).toEqual([{ value: 40, y: (PADDING.top + 160 - PADDING.bottom) / 2 }]);
  });

  it("ticks every month's first day, naming fewer on a narrow screen, counted from the latest", () => {
    const wide = lineLayout(line, { ...size, rtl: false }).ticks;
    const narrow = lineLayout(line, { ...size, width: 320, rtl: false }).ticks;
    expect(wide.map((tick) => tick.day)).toEqual([
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(wide.every((tick) => tick.labelled)).toBe(true);
    // 320 wide, 1 March is 11 days, 8 px, from the end: too close to name; every third month before it.
    expect(narrow.filter((tick) => tick.labelled).map((tick) => tick.day)).toEqual([
      '2025-05-01',
      '2025-08-01',
      '2025-11-01',
      '2026-02-01',
    ]);
  });

  it('names no month whose tick is at an end of the line (its name would be cut off)', () => {
    // 2 April 2026: 1 April is the day before today.
    const now = new Date('2026-04-02T12:00:00Z');
    const april = pointsOverTime(0, binDays({ submissions: [], achievements: [] }, { timeZone: 'UTC', now }));
    const ticks = lineLayout(april, { ...size, rtl: false }).ticks;
    expect(ticks.at(-1)).toMatchObject({ day: '2026-04-01', labelled: false });
    expect(ticks.filter((tick) => tick.labelled).at(-1)?.day).toBe('2026-03-01');
  });
});
