import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { SocialLinks } from './SocialLinks';

const person = {
  name: 'Mona Adel',
  telegram_username: null,
  facebook: null,
  twitter: null,
  linkedin: null,
  youtube: null,
  github: null,
  website: null,
};

describe('SocialLinks', () => {
  it('links each stored handle or link to its profile on the network', () => {
    renderScreen(
      <SocialLinks
        user={{
          ...person,
          telegram_username: 'mona_t',
          facebook: 'https://www.facebook.com/mona.adel',
          twitter: 'https://x.com/mona',
          linkedin: 'https://www.linkedin.com/in/mona-adel',
          youtube: 'https://www.youtube.com/@monacodes',
        }}
      />,
    );
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Telegram of Mona Adel')).toBe('https://t.me/mona_t');
    expect(href('Facebook of Mona Adel')).toBe('https://www.facebook.com/mona.adel');
    expect(href('X (Twitter) of Mona Adel')).toBe('https://x.com/mona');
    expect(href('LinkedIn of Mona Adel')).toBe('https://www.linkedin.com/in/mona-adel');
    expect(href('YouTube of Mona Adel')).toBe('https://www.youtube.com/@monacodes');
  });

  it('older values: a readable one gets the right link, an unreadable one shows as plain text without a link', () => {
    renderScreen(
      <SocialLinks user={{ ...person, facebook: 'facebook.com/name', twitter: 'not a url', youtube: 'javascript:alert(1)' }} />,
    );
    expect(screen.getByRole('link', { name: 'Facebook of Mona Adel' })).toHaveAttribute('href', 'https://www.facebook.com/name');
    expect(screen.queryByRole('link', { name: /X \(Twitter\)/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /YouTube/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('not a url')).toBeVisible();
    expect(screen.getByText('javascript:alert(1)')).toBeVisible();
  });
});
