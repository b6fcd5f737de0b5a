/** The pages of the mailed links check the link as they open (issue 44 item 4). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PasswordLinkCheck } from '../../../contracts/auth';
import { PASSWORD_LINKS } from '../../../contracts/form-messages';
import { renderScreen, stubFetch } from '../../test/render';
import { ResetPasswordPage, SetPasswordPage } from './PasswordLinkPage';

const TOKEN = 'a-token-from-the-mail';
const config = {
  buy_course_url: 'https://academy.example.com/courses',
  academy_name: 'Dev Academy',
  social_links: { facebook: null, x: null, linkedin: null, youtube: null, github: null },
  mail_enabled: true,
};

/** The server: mail on, the check answering `checked`, a use answering `used` (200 by default). */
function serve(
  checked: PasswordLinkCheck,
  used: { status: number; body: unknown } = { status: 200, body: { message: PASSWORD_LINKS.passwordSaved } },
) {
  const { fetch, calls } = stubFetch((url) => {
    if (url.endsWith('/api/front/config')) return { body: config };
    if (url.endsWith('/api/user/password/check')) return { body: checked };
    return used;
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const refused = (refusal: 'invalid' | 'expired' | 'used'): PasswordLinkCheck => ({
  usable: false,
  refusal,
  message: PASSWORD_LINKS[refusal],
});
const open = (page: 'reset' | 'invite') =>
  page === 'reset'
    ? renderScreen(<ResetPasswordPage />, { path: '/reset-password', url: `/reset-password#token=${TOKEN}` })
    : renderScreen(<SetPasswordPage />, { path: '/set-password', url: `/set-password#token=${TOKEN}` });

// The screens' English texts come with their screen in the app (web/i18n/i18n.ts).

describe('the reset and invitation pages check their link on opening', () => {
  it('a dead reset link says why at once, offers a new link, and shows no form; the token went in the body', async () => {
    const calls = serve(refused('expired'));
    open('reset');
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_LINKS.expired);
    expect(screen.getByRole('link', { name: 'Ask For A New Link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save password/i })).not.toBeInTheDocument();
    const asked = calls.filter(({ url }) => url.includes('/password/'));
    expect(asked.map(({ url, init }) => [url, init?.method, init?.body])).toEqual([
      ['/api/user/password/check', 'POST', JSON.stringify({ token: TOKEN })],
    ]);
  });

  it('an expired or replaced invitation asks staff for a new one, never /forgot-password', async () => {
    for (const [refusal, message] of [
      ['expired', PASSWORD_LINKS.invitationExpired],
      ['invalid', PASSWORD_LINKS.invitationInvalid],
    ] as const) {
      serve(refused(refusal));
      const view = open('invite');
      expect(await screen.findByRole('alert'), refusal).toHaveTextContent(message);
      expect(message).toMatch(/Ask Staff For A New Invitation/);
      expect(screen.queryByRole('link', { name: /new link|forgot/i }), refusal).not.toBeInTheDocument();
      expect(screen.queryByLabelText('New Password'), refusal).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('an invitation already used sends the student to the login', async () => {
    serve(refused('used'));
    open('invite');
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_LINKS.invitationUsed);
    expect(screen.getByRole('link', { name: 'Go To Login' })).toHaveAttribute('href', '/user/login');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('a good link shows the form, which saves the password', async () => {
    const calls = serve({ usable: true });
    open('invite');
    await userEvent.type(await screen.findByLabelText('New Password'), 'a-good-secret');
    await userEvent.click(screen.getByRole('button', { name: /save password/i }));
    expect(await screen.findByText(PASSWORD_LINKS.passwordSaved)).toBeInTheDocument();
    const reset = calls.find(({ url }) => url.endsWith('/api/user/password/reset'));
    expect(reset?.init?.body).toBe(JSON.stringify({ token: TOKEN, password: 'a-good-secret' }));
  });

  it('a link that died while the form was open (its use answers why) is worded as on opening, for its page', async () => {
    const expired = { message: PASSWORD_LINKS.expired, errors: { token: [PASSWORD_LINKS.expired] } };
    serve({ usable: true }, { status: 422, body: expired });
    open('invite');
    await userEvent.type(await screen.findByLabelText('New Password'), 'a-good-secret');
    await userEvent.click(screen.getByRole('button', { name: /save password/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_LINKS.invitationExpired);
    await waitFor(() => expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument());
  });

  it('a page without a token asks nothing and says the link is not valid', async () => {
    const calls = serve({ usable: true });
    renderScreen(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_LINKS.invalid);
    expect(calls.filter(({ url }) => url.includes('/password/'))).toEqual([]);
  });
});
