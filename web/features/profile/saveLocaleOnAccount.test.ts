/** The language a signed-in student chooses is kept on their account, the rest of the profile unchanged (issue 47). */
import { describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '../../../contracts/users';
import { studentSession } from '../../api/session';
import { stubFetch } from '../../test/render';
import { saveLocaleOnAccount } from './api';
import { ownProfile } from './ownProfile.fixture';

const me = ownProfile({
  title: 'First Steps',
  bio: 'I build things.',
  telegram_username: 'https://t.me/mona',
  github: 'https://github.com/mona',
  hide_from_search_engines: true,
});

/** The server: GET /api/user/me answers `profile`, the update answers `update` (200 by default). */
function serve(profile: OwnProfile | { status: number }, update: { status: number; body?: unknown } = { status: 200 }) {
  const { fetch, calls } = stubFetch((url) => {
    if (url.endsWith('/api/user/me')) return 'status' in profile ? { status: profile.status } : { body: { user: profile } };
    return { status: update.status, body: update.body ?? { message: 'Profile Updated', user: { ...me, locale: 'ar' } } };
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const signIn = () => studentSession.save('token', { id: 4, name: 'Mona Adel', email: 'mona@academy.test', avatar: null }, 'user');
const asked = (calls: ReturnType<typeof serve>) => calls.map(({ url, init }) => [init?.method, url]);

describe('saveLocaleOnAccount', () => {
  it('puts the profile back as read, the password left out, with the new language', async () => {
    signIn();
    const calls = serve(me);
    await saveLocaleOnAccount('ar');
    expect(asked(calls)).toEqual([
      ['GET', '/api/user/me'],
      ['PUT', '/api/user/profile/update'],
    ]);
    expect(JSON.parse(calls[1].init?.body as string)).toEqual({
      name: 'Mona Adel',
      telegram_username: 'https://t.me/mona',
      facebook: null,
      twitter: null,
      linkedin: null,
      youtube: null,
      github: 'https://github.com/mona',
      website: null,
      bio: 'I build things.',
      title: 'First Steps',
      hide_from_search_engines: true,
      locale: 'ar',
    });
  });

  it('asks nothing when no student is signed in, and saves nothing when the account already has the language', async () => {
    let calls = serve(me);
    await saveLocaleOnAccount('ar');
    expect(calls).toEqual([]);

    signIn();
    calls = serve({ ...me, locale: 'ar' });
    await saveLocaleOnAccount('ar');
    expect(asked(calls)).toEqual([['GET', '/api/user/me']]);
  });

  it('says nothing when the profile cannot be read or saved', async () => {
    signIn();
    const unread = serve({ status: 500 });
    await expect(saveLocaleOnAccount('ar')).resolves.toBeUndefined();
    expect(asked(unread)).toEqual([['GET', '/api/user/me']]);

    signIn();
    serve(me, { status: 422, body: { message: 'The Given Data Was Invalid', errors: { title: ['x'] } } });
    await expect(saveLocaleOnAccount('en')).resolves.toBeUndefined();
  });

  it('saves quick choices one after the other, so the last one is kept', async () => {
    signIn();
    const calls = serve(me);
    await Promise.all([saveLocaleOnAccount('ar'), saveLocaleOnAccount('en')]);
    const saved = calls
      .filter(({ init }) => init?.method === 'PUT')
      .map(({ init }) => (JSON.parse(init?.body as string) as { locale: string }).locale);
    expect(saved).toEqual(['ar', 'en']);
    expect(asked(calls).map(([method]) => method)).toEqual(['GET', 'PUT', 'GET', 'PUT']);
  });
});
