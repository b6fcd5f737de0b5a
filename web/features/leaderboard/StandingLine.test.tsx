import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { MenuButton } from '../layout/MenuButton';
import { passText, StandingLine } from './StandingLine';

describe('StandingLine', () => {
  it('says how many points pass the student above, or the top at rank 1', () => {
    expect(passText({ rank: 1_106, total_points: 40, points_to_pass: 1 })).toBe('1 Point To Pass #1,105');
    expect(passText({ rank: 2, total_points: 40, points_to_pass: 12 })).toBe('12 Points To Pass #1');
    expect(passText({ rank: 1, total_points: 900, points_to_pass: null })).toBe('Top Of The Leaderboard');
  });

  it('sits at the top of the open menu as plain text: not an item, not in the button name, describing the menu', async () => {
    const onClick = vi.fn();
    const items = ['Edit Profile', 'Edit Avatar'].map((label) => ({ label, to: `/${label}` }));
    renderScreen(
      <MenuButton
        label="Nadia"
        items={[...items, { label: 'Logout', onClick }]}
        header={<StandingLine standing={{ rank: 7, total_points: 1_250, points_to_pass: 30 }} />}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nadia' }));
    const menu = await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit Profile', 'Edit Avatar', 'Logout']);
    const described = document.getElementById(menu.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Rank #7 · 1,250 Points30 Points To Pass #6');
    expect(screen.getByText('Rank #7 · 1,250 Points').closest('[role="menuitem"]')).toBeNull();
  });
});
