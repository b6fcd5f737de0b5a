import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BIO_MAX_LENGTH } from '../../../contracts/constants';
import { VALIDATION } from '../../../contracts/form-messages';
import { renderScreen, stubFetch } from '../../test/render';
import { ownProfile } from './ownProfile.fixture';
import { ProfileForm } from './ProfileForm';

const me = ownProfile();

// The screens' English texts come with their screen in the app (web/i18n/i18n.ts).

describe('ProfileForm', () => {
  it('a pasted bio over 500 characters is kept whole and the field says it is too long', async () => {
    const user = userEvent.setup();
    renderScreen(<ProfileForm user={me} titles={[]} />);
    const bio = screen.getByRole('textbox', { name: 'Bio' });
    await user.click(bio);
    await user.paste('b'.repeat(BIO_MAX_LENGTH + 20));
    expect(bio).toHaveValue('b'.repeat(BIO_MAX_LENGTH + 20));
    expect(screen.getByText(new RegExp(VALIDATION.bioTooLong))).toBeVisible();
    expect(screen.getByText(/520\/500/)).toBeVisible();
    await user.type(bio, '{Backspace}'.repeat(20));
    expect(screen.queryByText(new RegExp(VALIDATION.bioTooLong))).toBeNull();
    expect(screen.getByText('500/500')).toBeVisible();
  });

  it('the e-mail is clearly read-only: a filled, read-only field that says it cannot be changed', () => {
    renderScreen(<ProfileForm user={me} titles={[]} />);
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(email).toHaveValue('mona@academy.test');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAttribute('aria-readonly', 'true');
    expect(email.closest('.MuiFilledInput-root')).not.toBeNull();
    expect(screen.getByText("Your E-Mail Can't Be Changed")).toBeVisible();
  });

  it("the save carries the language shown as the account's (issue 47)", async () => {
    const { fetch, calls } = stubFetch(() => ({ body: { message: 'Profile Updated', user: { ...me, locale: 'en' } } }));
    vi.stubGlobal('fetch', fetch);
    renderScreen(<ProfileForm user={me} titles={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some(({ url }) => url === '/api/user/profile/update')).toBe(true));
    const saved = calls.find(({ url }) => url === '/api/user/profile/update');
    expect(JSON.parse(saved?.init?.body as string)).toMatchObject({ name: 'Mona Adel', locale: 'en' });
  });
});

describe('ProfileForm: notification mail (issue 48)', () => {
  it('shows the labelled choice as stored, and the save carries it', async () => {
    const { fetch, calls } = stubFetch(() => ({ body: { message: 'Profile Updated', user: { ...me, notify_by_mail: false } } }));
    vi.stubGlobal('fetch', fetch);
    renderScreen(<ProfileForm user={me} titles={[]} />);
    const choice = screen.getByRole('checkbox', { name: 'Email me when staff revoke an achievement or remove a submission' });
    expect(choice).toBeChecked();
    await userEvent.click(choice);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some(({ url }) => url === '/api/user/profile/update')).toBe(true));
    const saved = calls.find(({ url }) => url === '/api/user/profile/update');
    expect(JSON.parse(saved?.init?.body as string)).toMatchObject({ notify_by_mail: false });
    await waitFor(() => expect(choice).not.toBeChecked());
  });
});
