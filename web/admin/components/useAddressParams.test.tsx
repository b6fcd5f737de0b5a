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
