import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { ShareButton, sharedLink } from './ShareButton';

describe('the shared link of a profile (issue 47)', () => {
  it('carries ?lang=ar for a sharer reading Arabic', () => {
    expect(sharedLink('https://academy.example/user/4', 'ar')).toBe('https://academy.example/user/4?lang=ar');
    expect(sharedLink('https://academy.example/user/4?lang=en', 'ar')).toBe('https://academy.example/user/4?lang=ar');
  });

  it('is the address as it is in English, any lang taken off', () => {
    expect(sharedLink('https://academy.example/user/4', 'en')).toBe('https://academy.example/user/4');
    expect(sharedLink('https://academy.example/user/4?lang=ar', 'en')).toBe('https://academy.example/user/4');
  });

  it('copies the address unchanged in English where the browser has no share sheet', async () => {
    const user = userEvent.setup();
    renderScreen(<ShareButton name="Mona Adel" />, { path: '/user/:id', url: '/user/4' });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });
});
