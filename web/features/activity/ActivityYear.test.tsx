/**
 * The year of work as the profile shows it: the days by the viewer's time zone, the summary in
 * both languages, the weeks mirrored in Arabic, the points table, the empty year and a failure.
 */
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Activity } from '../../../contracts/activity';
import { createQueryClient } from '../../api/queryClient';
import { themeFor } from '../../app/theme';
import { activate } from '../../i18n/i18n';
import { stubFetch } from '../../test/render';
import { ActivityYear } from './ActivityYear';

// Thursday 12 March 2026, 02:00 UTC: the evening of the 11th in New York.
const now = new Date('2026-03-12T02:00:00Z');

const activity: Activity = {
  since: '2025-03-11T00:00:00.000Z',
  starting_points: 100,
  submissions: [
    { at: '2025-03-11T10:00:00Z', points: 7 }, // before New York's first day (12 March 2025)
    { at: '2026-02-24T15:00:00Z', points: 20 },
    { at: '2026-03-03T15:00:00Z', points: 10 },
    { at: '2026-03-03T16:00:00Z', points: 30 },
  ],
  achievements: [{ at: '2026-03-03T17:00:00Z', points: 5 }],
};

function show(answer: { status?: number; body?: unknown }, { rtl = false } = {}) {
  const notify = vi.fn();
  const { fetch } = stubFetch(() => answer);
  vi.stubGlobal('fetch', fetch);
  render(
    <ThemeProvider theme={themeFor('light', rtl ? 'rtl' : 'ltr')}>
      <QueryClientProvider client={createQueryClient(notify)}>
        <ActivityYear userId="4" timeZone="America/New_York" now={now} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { notify };
}

const cell = (day: string) => document.querySelector<SVGRectElement>(`rect[data-day="${day}"]`)!;

describe('ActivityYear', () => {
  afterEach(() => activate('en'));

  it("draws the 365 days ending today in the viewer's zone, each with its counts and a title", async () => {
    show({ body: { activity } });
    const heatmap = await screen.findByRole('img', {
      name: '2 active days in the last year; longest streak 2 weeks; current streak 2 weeks',
    });
    const cells = heatmap.querySelectorAll('rect[data-day]');
    expect(cells).toHaveLength(365);
    expect(cells[0]).toHaveAttribute('data-day', '2025-03-12');
    expect(cells[364]).toHaveAttribute('data-day', '2026-03-11');
    expect(cell('2026-03-03')).toHaveAttribute('data-submissions', '2');
    expect(cell('2026-03-03')).toHaveAttribute('data-achievements', '1');
    expect(cell('2026-03-03')).toHaveAttribute('aria-hidden', 'true');
    expect(cell('2026-03-03').querySelector('title')).toHaveTextContent('2 submissions, 1 achievement on Mar 3, 2026');
    expect(cell('2026-02-24').querySelector('title')).toHaveTextContent('1 submission, 0 achievements on Feb 24, 2026');
    expect(screen.getByText('2 active days in the last year; longest streak 2 weeks; current streak 2 weeks')).toBeVisible();
  });

  it('lists the days the points changed in a table, the last at the total points', async () => {
    show({ body: { activity } });
    const table = await screen.findByRole('table', { name: 'Points over time' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-day'))).toEqual(['2026-02-24', '2026-03-03']);
    expect(rows.map((row) => row.querySelector('[data-points]')?.getAttribute('data-points'))).toEqual(['127', '172']);
    expect(rows[1]).toHaveTextContent('Mar 3, 2026172');
  });

  it('shows an empty year: 0 active days and empty squares', async () => {
    show({ body: { activity: { ...activity, starting_points: 0, submissions: [], achievements: [] } } });
    const heatmap = await screen.findByRole('img', {
      name: '0 active days in the last year; longest streak 0 weeks; current streak 0 weeks',
    });
    expect([...heatmap.querySelectorAll('rect[data-day]')].every((rect) => rect.getAttribute('data-submissions') === '0')).toBe(
      true,
    );
    expect(within(screen.getByRole('table', { name: 'Points over time' })).getAllByRole('row')).toHaveLength(1);
  });

  it('says so when the year could not be loaded, without a toast', async () => {
    const { notify } = show({ status: 404, body: { message: 'User not found' } });
    expect(await screen.findByText('The year of work could not be loaded.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'A year of work' })).toBeVisible();
    expect(notify).not.toHaveBeenCalled();
  });

  it('runs the weeks from the right in Arabic, today on the left, the texts in Arabic', async () => {
    await activate('ar');
    show({ body: { activity } }, { rtl: true });
    expect(screen.getByRole('heading', { name: 'سنة من العمل' })).toBeVisible();
    const heatmap = await screen.findByRole('img', {
      name: 'يومان نشطان في السنة الماضية؛ أطول سلسلة أسبوعان؛ السلسلة الحالية أسبوعان',
    });
    expect(Number(cell('2026-03-11').getAttribute('x'))).toBeLessThan(Number(cell('2025-03-12').getAttribute('x')));
    expect(cell('2026-03-03').querySelector('title')).toHaveTextContent('تسليمان، إنجاز واحد في 3 مارس 2026');
    expect(heatmap.querySelector('text')).toHaveTextContent('مارس');
  });
});
