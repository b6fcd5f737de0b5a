import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarSrc, UserAvatar } from './UserAvatar';

describe('UserAvatar', () => {
  it('shows the chosen image for avatar1..avatar20 and the default avatar for anything else', () => {
    expect(avatarSrc('avatar1')).toBe('/avatars/avatar1.svg');
    expect(avatarSrc('avatar20')).toBe('/avatars/avatar20.svg');
    for (const key of ['avatar0', 'avatar21', 'avatar99', 'avatar007', 'unknown', '', null, undefined]) {
      expect(avatarSrc(key), String(key)).toBe('/avatars/default.svg');
    }
  });

  it('an unknown avatar key renders the default avatar image, not the generic icon', () => {
    const { container } = render(<UserAvatar avatar="avatar99" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/avatars/default.svg');
    expect(container.querySelector('svg[data-testid="PersonIcon"]')).toBeNull();
  });
});
