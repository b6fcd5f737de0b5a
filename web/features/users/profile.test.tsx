/**
 * What a profile shows of what a student typed (issue 44): a long name on two lines, a long
 * project URL shortened on one line, and their links marked as user content.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../contracts/users';
import { renderScreen } from '../../test/render';
import { expectTwoLines } from '../../test/two-lines';
import { ProfileHeader } from './ProfileHeader';
import { ProfileSections } from './ProfileSections';
import { SocialLinks } from './SocialLinks';

const longName = `Abdelrahman ${'Mohamed '.repeat(30)}El-Sayed`.slice(0, 255);
const longUrl = `https://github.com/mona/${'deep/'.repeat(600)}app`;

const profile: Profile = {
  id: 4,
  name: longName,
  avatar: null,
  total_points: 30,
  projects_count: 1,
  courses_count: 1,
  title: null,
  created_at: '2025-01-05T12:00:00.000Z',
  bio: null,
  telegram_username: null,
  facebook: null,
  twitter: 'https://x.com/mona',
  linkedin: null,
  youtube: null,
  github: 'https://github.com/mona',
  website: 'https://mona.dev',
  rank: 12,
  courses: [],
  projects: [
    {
      id: 1,
      project_id: 2,
      url: longUrl,
      created_at: '2025-01-05T12:00:00.000Z',
      project_name: 'Todo App',
      points_value: 30,
      course_id: 3,
      course_title: 'React',
    },
  ],
  achievements: [],
  skills: [],
};

describe('a profile with long text', () => {
  it('clamps a 255-character name to two lines in the heading, the whole name in its tooltip', () => {
    renderScreen(<ProfileHeader user={profile} />);
    expectTwoLines(screen.getByRole('heading', { level: 1 }), longName);
  });

  it('shows a 3,000-character project URL shortened on one line, the whole URL as link and tooltip', () => {
    renderScreen(<ProfileSections user={profile} />);
    const link = screen.getByRole('link', { name: /^github\.com\/mona\/deep/ });
    expect(link).toHaveAttribute('href', longUrl);
    expect(link).toHaveAttribute('title', longUrl);
    expect(link.textContent.length).toBeLessThan(60);
    expect(link).toHaveTextContent(/…$/);
    expect(link).toHaveAttribute('rel', expect.stringContaining('nofollow ugc'));
  });

  it("marks the student's own GitHub, website and X links as user content, not to be followed", () => {
    renderScreen(<SocialLinks user={profile} />);
    for (const name of ['GitHub of', 'Website of', 'X (Twitter) of']) {
      const link = screen.getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
      expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer', 'ugc']);
    }
  });
});
