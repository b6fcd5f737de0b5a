import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ENROLLMENTS, VALIDATION } from '../../../../contracts/form-messages';
import { USERS } from '../../../../contracts/staff-messages';
import { JOBS, type Job } from '../../../../contracts/jobs';
import { renderScreen, stubFetch } from '../../../test/render';
import { BulkEnrollDialog } from './BulkEnrollDialog';
import { BulkResultDialog } from './BulkResultDialog';

const COURSES = { courses: [{ id: 7, title: 'Web Basics' }] };

const runningJob = (kind: Job['kind']): Job => ({
  id: 'job-1',
  kind,
  status: 'running',
  stage: 'queued',
  done: 0,
  total: 2,
  created_at: '2026-11-26T10:00:00.000Z',
  finished_at: null,
  result: null,
  error: null,
  deliveries: null,
});

describe('bulk enroll dialog', () => {
  it('sends the search target with the enrollment and hands on the job it started; a 422 price goes under its field', async () => {
    const job = runningJob('bulk_enroll');
    let refusePrice = true;
    const { fetch, calls } = stubFetch((url) => {
      if (url.endsWith('/api/admin/courses')) return { body: COURSES };
      if (refusePrice) {
        refusePrice = false;
        return { status: 422, body: { message: 'Invalid', errors: { price: [VALIDATION.minZero] } } };
      }
      return { status: 202, body: { message: JOBS.started, job } };
    });
    vi.stubGlobal('fetch', fetch);
    const notify = vi.fn();
    const onDone = vi.fn();
    renderScreen(<BulkEnrollDialog open count={2} targets={{ search: 'spring' }} onClose={() => {}} onDone={onDone} />, {
      notify,
    });

    expect(screen.getByRole('heading', { name: 'Enroll 2 Users' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Course' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Web Basics' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Price (EGP)' }), '1200');
    await userEvent.click(screen.getByRole('button', { name: 'Enroll' }));
    const price = screen.getByRole('spinbutton', { name: 'Price (EGP)' });
    await waitFor(() => expect(price).toHaveAccessibleDescription(VALIDATION.minZero));
    expect(notify).not.toHaveBeenCalled();

    await userEvent.clear(price);
    await userEvent.type(price, '900');
    await userEvent.click(screen.getByRole('button', { name: 'Enroll' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0][0]).toEqual(job);
    const sent = calls.filter(({ url }) => url.endsWith('/bulk/enroll')).map(({ init }) => JSON.parse(init?.body as string));
    expect(sent.at(-1)).toEqual({ course_id: 7, price: 900, got_discount: false, search: 'spring' });
    // The outcome is toasted when the job ends, not when it starts.
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('bulk result dialog', () => {
  it('lists the refused under each reason, a missing user by id, and counts past 50', () => {
    const enrolled = Array.from({ length: 52 }, (_, i) => ({
      user_id: i + 1,
      name: `Student ${i + 1}`,
      email: `s${i + 1}@academy.test`,
      reason: ENROLLMENTS.alreadyEnrolled,
    }));
    const refused = [...enrolled, { user_id: 999, name: null, email: null, reason: USERS.notFound }];
    renderScreen(
      <BulkResultDialog
        open
        job={{
          ...runningJob('bulk_enroll'),
          status: 'succeeded',
          stage: 'finished',
          result: { message: '3 Users Enrolled, 53 Refused', requested: 56, changed: 3, refused },
        }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: '3 Users Enrolled, 53 Refused' })).toHaveAccessibleDescription(
      'Enrolled: 3 of 56 users. Refused: 53.',
    );
    const already = screen.getByRole('region', { name: ENROLLMENTS.alreadyEnrolled });
    expect(within(already).getByRole('heading')).toHaveTextContent(`${ENROLLMENTS.alreadyEnrolled} (52)`);
    expect(within(already).getAllByRole('listitem')).toHaveLength(51);
    expect(already).toHaveTextContent('and 2 more');
    const missing = screen.getByRole('region', { name: USERS.notFound });
    expect(missing).toHaveTextContent('User #999');
    expect(missing).toHaveTextContent('No longer exists');
  });
});
