import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, stubFetch } from '../../test/render';
import { DateFilterField } from './DateFilterField';
import { useAddressParams } from './useAddressParams';

/** A From and To pair on the address, each bounding the other, as the Audit Log's and the ledger's. */
function DateRange() {
  const [params, write] = useAddressParams();
  const set = (name: string) => (day: string) =>
    write((next) => {
      if (day) next.set(name, day);
      else next.delete(name);
      return next;
    });
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return (
    <>
      <DateFilterField label="From" value={from} onChange={set('from')} max={to || undefined} />
      <DateFilterField label="To" value={to} onChange={set('to')} min={from || undefined} />
    </>
  );
}

describe('DateFilterField', () => {
  it('keeps its range while it is typed in: the From date landing does not reach the To being typed until it is left', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ body: { time_zone: 'Africa/Cairo' } })).fetch);
    const { router } = renderScreen(<DateRange />, { path: '/admin/audit', url: '/admin/audit' });
    const from = screen.getByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);

    // A whole From date, then straight on into To before the address's change has rendered. In
    // Chromium a new `min` lays the field out again and drops the month and day typed so far.
    await act(async () => {
      from.focus();
      fireEvent.change(from, { target: { value: '2026-11-26' } });
      to.focus();
    });
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-11-26');
    expect(to).toHaveFocus();
    expect(to).not.toHaveAttribute('min');

    await act(async () => to.blur());
    expect(to).toHaveAttribute('min', '2026-11-26');
    // The field left holds its range again, and a change reaches it at once.
    await act(async () => router.navigate('/admin/audit?from=2026-11-20', { replace: true }));
    expect(to).toHaveAttribute('min', '2026-11-20');
  });
});
