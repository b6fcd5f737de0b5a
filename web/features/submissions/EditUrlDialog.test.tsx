import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, stubFetch } from '../../test/render';
import { EditUrlDialog } from './EditUrlDialog';

const submission = {
  id: 7,
  project_id: 3,
  url: 'https://github.com/me/app',
  created_at: '2025-01-05T12:00:00.000Z',
  project_name: 'Todo App',
  points_value: 10,
  course_id: 1,
  course_title: 'React',
};

describe('EditUrlDialog', () => {
  it('keeps Save disabled until the URL changes, and sends nothing for an unchanged one', async () => {
    const { fetch, calls } = stubFetch(() => ({ body: { message: 'ok', project: submission } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderScreen(<EditUrlDialog submission={submission} onClose={() => undefined} />);
    const save = screen.getByRole('button', { name: /save/i });
    expect(save).toBeDisabled();
    const field = screen.getByRole('textbox', { name: 'Project URL' });
    await user.type(field, '/');
    expect(save).toBeEnabled();
    await user.type(field, '{Backspace}');
    expect(save).toBeDisabled();
    await user.type(field, ' {Enter}');
    expect(save).toBeDisabled();
    expect(calls).toHaveLength(0);
    vi.unstubAllGlobals();
  });

  it('refuses a URL over 2048 characters with its message, before sending anything (issue 44)', async () => {
    const { fetch, calls } = stubFetch(() => ({ body: { message: 'ok', project: submission } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderScreen(<EditUrlDialog submission={submission} onClose={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'Project URL' });
    const tooLong = `${submission.url}/`.padEnd(2049, 'a');
    await user.clear(field);
    await user.paste(tooLong);
    expect(field).toHaveValue(tooLong);
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('URL must be at most 2048 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
