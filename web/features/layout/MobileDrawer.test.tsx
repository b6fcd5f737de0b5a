import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { MobileDrawer } from './MobileDrawer';

describe('MobileDrawer', () => {
  it('has a close button with an accessible name that closes the phone menu', async () => {
    const onClose = vi.fn();
    renderScreen(<MobileDrawer open onClose={onClose} onLogout={() => undefined} />);
    const close = await screen.findByRole('button', { name: 'Close menu' });
    await userEvent.setup().click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
