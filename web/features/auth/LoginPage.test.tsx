/** After a login the app shows the language the student chose on their account (issue 47). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '../../../contracts/users';
import { activate, i18n } from '../../i18n/i18n';
import { LANG_STORAGE_KEY } from '../../i18n/locale';
import { renderScreen, stubFetch } from '../../test/render';
import { LoginPage } from './LoginPage';

const config = {
  buy_course_url: 'https://academy.example.com/courses',
  academy_name: 'Dev Academy',
  social_links: { facebook: null, x: null, linkedin: null, youtube: null, github: null },
  mail_enabled: true,
};
const user = { id: 4, name: 'Mona Adel', email: 'mona@academy.test', avatar: null };
const me = { ...user, locale: null } as unknown as OwnProfile;

/** The server: the login answers with `loginUser`, GET /api/user/me with the profile in `locale`. */
function serve(loginUser: object, locale: OwnProfile['locale']) {
  const { fetch, calls } = stubFetch((url) => {
    if (url.endsWith('/api/front/config')) return { body: config };
    if (url.endsWith('/api/user/login')) return { body: { token: 'a-token', user: loginUser, type: 'user' } };
    if (url.endsWith('/api/user/me')) return { body: { user: { ...me, locale } } };
    return { body: {} };
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

async function logIn() {
  const view = renderScreen(<LoginPage />, { path: '*', url: '/user/login' });
  await userEvent.type(await screen.findByLabelText(/E-Mail/), 'mona@academy.test');
  await userEvent.type(screen.getByLabelText(/Password/), 'a-good-secret');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  return view;
}

afterEach(() => activate('en'));

// The screens' English texts come with their screen in the app (web/i18n/i18n.ts).

describe('the login follows the language on the account', () => {
  it("shows the account's language (from /api/user/me) before the home page, and keeps it in the browser", async () => {
    const calls = serve(user, 'ar');
    await logIn();
    expect(i18n.locale).toBe('ar');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(calls.map(({ url }) => url)).toContain('/api/user/me');
  });

  it("takes the login answer's own language when it carries one, without asking /api/user/me", async () => {
    const calls = serve({ ...user, locale: 'ar' }, null);
    await logIn();
    expect(i18n.locale).toBe('ar');
    expect(calls.map(({ url }) => url)).not.toContain('/api/user/me');
  });

  it('leaves the language shown when the account has none or the same one', async () => {
    for (const locale of [null, 'en'] as const) {
      serve(user, locale);
      const view = await logIn();
      expect(i18n.locale, String(locale)).toBe('en');
      expect(localStorage.getItem(LANG_STORAGE_KEY), String(locale)).toBeNull();
      view.unmount();
    }
  });
});
