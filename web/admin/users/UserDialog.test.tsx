import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { USERS } from '../../../contracts/staff-messages';
import { renderScreen, stubFetch } from '../../test/render';
import { UserDialog } from './UserDialog';

describe('the admin user form', () => {
  it('shows a taken e-mail under the Email field, not as a toast, and stays open', async () => {
    const errors = { email: [USERS.emailTaken] };
    const { fetch, calls } = stubFetch(() => ({ status: 422, body: { message: USERS.emailTaken, errors } }));
    vi.stubGlobal('fetch', fetch);
    const notify = vi.fn();
    const onClose = vi.fn();
    renderScreen(<UserDialog open item={null} onClose={onClose} />, { notify });

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Second Holder');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'taken@academy.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(USERS.emailTaken));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(calls.map(({ url }) => url)).toEqual(['/api/admin/user/add']);
    expect(notify).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('toasts a failure with no field to show it, with the spec fallback when the server says nothing', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ status: 500, body: {} })).fetch);
    const notify = vi.fn();
    renderScreen(<UserDialog open item={null} onClose={() => {}} />, { notify });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'New Student');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'new@academy.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Failed to Add User', 'error'));
  });
});
