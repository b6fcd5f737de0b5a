import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { useAddressParams } from './useAddressParams';

/** Two filter changes in one event, as a course chosen and a date typed before the page re-renders. */
function TwoFilters() {
  const [params, write] = useAddressParams();
  const set = (name: string, value: string) =>
    write((next) => {
      next.set(name, value);
      next.delete('page');
      return next;
    });
  return (
    <button
      onClick={() => {
        set('course', '2');
        set('to', '2026-11-26');
      }}
    >
      {params.toString() || 'none'}
    </button>
  );
}

describe('useAddressParams', () => {
  it('keeps both of two quick changes, and what the address held before', async () => {
    const { router } = renderScreen(<TwoFilters />, { path: '/admin/payments', url: '/admin/payments?from=2026-11-01&page=3' });
    await act(async () => fireEvent.click(screen.getByRole('button')));
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toEqual({ from: '2026-11-01', course: '2', to: '2026-11-26' });
    expect(screen.getByRole('button').textContent).toBe(address.toString());
  });
});

/** A screen's two writers, as the Audit Log's filters and its table's debounced search. */
function Writer({ name, value }: { name: string; value: string }) {
  const [, write] = useAddressParams();
  return (
    <button
      onClick={() =>
        write((next) => {
          next.set(name, value);
          return next;
        })
      }
    >
      {name}
    </button>
  );
}

describe('useAddressParams across a screen', () => {
  it('a second writer builds on the first one’s change the router has not applied yet', async () => {
    const { router } = renderScreen(
      <>
        <Writer name="from" value="2026-11-26" />
        <Writer name="q" value="Zone" />
      </>,
      { path: '/admin/audit', url: '/admin/audit?action=enroll' },
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'from' }));
      fireEvent.click(screen.getByRole('button', { name: 'q' }));
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      action: 'enroll',
      from: '2026-11-26',
      q: 'Zone',
    });
  });
});
