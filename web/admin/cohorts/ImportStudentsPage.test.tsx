import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COHORTS } from '../../../contracts/admin-messages';
import type { PublicConfig } from '../../../contracts/config';
import { JOBS, type Job } from '../../../contracts/jobs';
import { renderScreen, stubFetch } from '../../test/render';
import { ImportStudentsPage } from './ImportStudentsPage';

const config = (mail: boolean): PublicConfig => ({
  buy_course_url: 'https://academy.example.com/courses',
  academy_name: 'Dev Academy',
  social_links: { facebook: null, x: null, linkedin: null, youtube: null, github: null },
  mail_enabled: mail,
});

const INVITE_LABEL = /e-mail new students a link to set their password/i;
const CSV = 'name,email\nOmar,omar@academy.test\n';
const preview = {
  preview_id: 'p-1',
  rows: [],
  summary: { rows: 1, create: 1, update: 0, enroll: 0, unchanged: 0, errors: 0 },
};

/** The page on a server whose mail is on or off; answers a preview to any file and remembers what it was asked. */
function importOn(mail: boolean) {
  const { fetch, calls } = stubFetch((url) => {
    if (url === '/api/front/config') return { body: config(mail) };
    if (url === '/api/admin/jobs') return { body: { data: [] } };
    return { body: preview };
  });
  vi.stubGlobal('fetch', fetch);
  renderScreen(<ImportStudentsPage />);
  const previewAsked = async () => {
    await userEvent.upload(screen.getByLabelText('CSV file'), new File([CSV], 'cohort.csv', { type: 'text/csv' }));
    await waitFor(() => expect(calls.some(({ url }) => url === '/api/admin/import/users/preview')).toBe(true), {
      timeout: 5000,
    });
    const call = calls.find(({ url }) => url === '/api/admin/import/users/preview')!;
    return JSON.parse(call.init?.body as string) as { invite: boolean };
  };
  return { previewAsked };
}

describe('Import Students: how new students without a password get in (issue 43)', () => {
  it('where mail goes out, invites them by default: the invitation is ticked and the preview asks for it', async () => {
    const page = importOn(true);
    // Shown once the server's settings arrive (a page the server wrote carries them at once).
    expect(await screen.findByRole('checkbox', { name: INVITE_LABEL }, { timeout: 5000 })).toBeChecked();
    expect(await page.previewAsked()).toMatchObject({ invite: true });
  });

  it('without mail, generates their passwords: no invitation is offered', async () => {
    const page = importOn(false);
    expect(await page.previewAsked()).toMatchObject({ invite: false });
    expect(screen.queryByRole('checkbox', { name: INVITE_LABEL })).not.toBeInTheDocument();
  });
});

describe('Forget These Passwords', () => {
  const passwords = [{ row: 2, name: 'Omar', email: 'omar@academy.test', password: 'Kx7pQ2mZr9Tn4w' }];
  const finished = (forgotten: boolean): Job => ({
    id: 'job-1',
    kind: 'import',
    status: 'succeeded',
    stage: 'finished',
    done: 1,
    total: 1,
    created_at: '2026-11-26T10:00:00.000Z',
    finished_at: '2026-11-26T10:00:05.000Z',
    result: {
      message: 'Import Done: 1 Created',
      created: 1,
      updated: 0,
      enrolled: 0,
      unchanged: 0,
      invited: 0,
      passwords: forgotten ? [] : passwords,
      ...(forgotten && { passwords_forgotten: true }),
    },
    error: null,
    deliveries: null,
  });

  it('erases them on the server (after asking, when not exported) and the screen says they were forgotten', async () => {
    let forgotten = false;
    const { fetch, calls } = stubFetch((url, init) => {
      if (url === '/api/front/config') return { body: config(false) };
      if (url === '/api/admin/jobs') return { body: { data: [finished(forgotten)] } };
      if (init?.method === 'DELETE') {
        forgotten = true;
        return { body: { message: JOBS.passwordsForgotten } };
      }
      return { body: finished(forgotten) };
    });
    vi.stubGlobal('fetch', fetch);
    renderScreen(<ImportStudentsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show Result' }, { timeout: 5000 }));
    const table = screen.getByRole('table', { name: 'Generated passwords' });
    expect(within(table).getByText(passwords[0].password)).toBeInTheDocument();

    // Not exported yet: it asks first, as leaving does.
    await userEvent.click(screen.getByRole('button', { name: 'Forget These Passwords' }));
    const ask = screen.getByRole('dialog', { name: COHORTS.leaveTitle });
    await userEvent.click(within(ask).getByRole('button', { name: 'Leave Without Passwords' }));

    expect(await screen.findByText(/passwords of this import were forgotten/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.filter(({ init }) => init?.method === 'DELETE').map(({ url }) => url)).toEqual([
      '/api/admin/jobs/job-1/passwords',
    ]);
    expect(screen.queryByRole('table', { name: 'Generated passwords' })).not.toBeInTheDocument();
    expect(screen.queryByText(passwords[0].password)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Passwords (CSV)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forget These Passwords' })).not.toBeInTheDocument();
    expect(await screen.findByText(JOBS.passwordsForgotten)).toBeInTheDocument();
  });
});
