import { describe, expect, it } from 'vitest';
import { shownDays } from './days';
import { heatmapGrid, levelOf } from './grid';
import { CELL, HEATMAP_WIDTH, MONTHS_BAND, STEP, WEEKDAYS_BAND } from './sizes';

const year = (today: string) => shownDays(today).map((day) => ({ day, submissions: 0, achievements: 0, points: 0 }));

describe('levelOf', () => {
  it('draws 0, 1, 2, 3-4 and 5 or more in five shades', () => {
    expect([0, 1, 2, 3, 4, 5, 12].map(levelOf)).toEqual([0, 1, 2, 3, 3, 4, 4]);
  });
});

describe('heatmapGrid', () => {
  // Thursday 12 March 2026; the first day, Thursday 13 March 2025.
  const ltr = heatmapGrid(year('2026-03-12'), false);
  const rtl = heatmapGrid(year('2026-03-12'), true);
  const at = (grid: typeof ltr, day: string) => grid.cells.find((cell) => cell.day === day)!;

  it('puts Monday on the top row and Sunday on the bottom one', () => {
    expect(at(ltr, '2026-03-09').y).toBe(MONTHS_BAND);
    expect(at(ltr, '2026-03-08').y).toBe(MONTHS_BAND + 6 * STEP);
  });

  it('runs the weeks from the left in English, today in the last column', () => {
    expect(at(ltr, '2025-03-13').x).toBe(WEEKDAYS_BAND);
    expect(at(ltr, '2026-03-12').x).toBe(WEEKDAYS_BAND + 52 * STEP);
    expect(Math.max(...ltr.cells.map((cell) => cell.x + CELL))).toBe(HEATMAP_WIDTH);
  });

  it('runs them from the right in Arabic: the oldest on the right, today on the left', () => {
    for (const cell of ltr.cells) expect(at(rtl, cell.day).x).toBe(HEATMAP_WIDTH - cell.x - CELL);
    expect(at(rtl, '2026-03-12').x).toBe(0);
    expect(at(rtl, '2025-03-13').x).toBeGreaterThan(at(rtl, '2025-03-17').x);
  });

  it('names each month once, above its first week, from the first week on', () => {
    expect(ltr.months.map((label) => label.day.slice(0, 7))).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      // March 2026 starts in the last week but one: no room for its name (below).
    ]);
    expect(ltr.months[1]).toEqual({ day: '2025-04-07', x: WEEKDAYS_BAND + 4 * STEP, y: expect.any(Number) });
    expect(rtl.months[1].x).toBe(HEATMAP_WIDTH - (WEEKDAYS_BAND + 4 * STEP));
  });

  it("leaves out the first week's month when the next one starts right after it", () => {
    // Monday 31 March 2025 is the first day; April starts in the second column.
    expect(heatmapGrid(year('2026-03-30'), false).months[0].day).toBe('2025-04-07');
  });

  it('leaves out a month of the last two weeks: its name would run off the edge', () => {
    // Today is Wednesday 8 April 2026: April starts in the last column.
    expect(heatmapGrid(year('2026-04-08'), false).months.at(-1)?.day).toBe('2026-03-02');
    // Today is Wednesday 15 April 2026: April's week is the last but one, and still left out.
    expect(heatmapGrid(year('2026-04-15'), false).months.at(-1)?.day).toBe('2026-03-02');
    expect(heatmapGrid(year('2026-04-22'), false).months.at(-1)?.day).toBe('2026-04-06');
  });

  it('names Monday, Wednesday and Friday in the band beside the weeks', () => {
    expect(ltr.weekdays.map((label) => label.day)).toEqual(['2025-03-17', '2025-03-19', '2025-03-21']);
    expect(ltr.weekdays.every((label) => label.x < WEEKDAYS_BAND)).toBe(true);
    expect(rtl.weekdays.every((label) => label.x > HEATMAP_WIDTH - WEEKDAYS_BAND)).toBe(true);
  });
});
