import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '../../../contracts/users';
import { renderScreen, stubFetch } from '../../test/render';
import { ownProfile } from '../profile/ownProfile.fixture';
import { FirstSteps } from './FirstSteps';

const BUY_COURSE_URL = 'https://academy.example.com/buy';
const skills = [
  { id: 1, name: 'React', users_count: 0 },
  { id: 2, name: 'SQL', users_count: 0 },
];

/** The profile's answers: the student's own profile, the academy's skills and settings, the dismissal (kept). */
function answer(me: OwnProfile) {
  let dismissed = me.first_steps_dismissed;
  return stubFetch((url, init) => {
    if (url === '/api/user/me') return { body: { user: { ...me, first_steps_dismissed: dismissed } } };
    if (url === '/api/front/skills') return { body: { skills } };
    if (url === '/api/front/config')
      return { body: { buy_course_url: BUY_COURSE_URL, academy_name: 'Academy', social_links: {} } };
    if (url === '/api/user/first-steps/dismiss' && init?.method === 'POST') {
      dismissed = true;
      return { body: { message: 'First Steps Dismissed', code: 'firstSteps.dismissed', first_steps_dismissed: true } };
    }
    return { status: 404, body: { message: 'Not Found' } };
  });
}

const checklist = () => screen.findByRole('region', { name: 'Your First Steps' });

describe('FirstSteps', () => {
  it('a new student with one course: add skills, linked to Edit Skills, and no avatar item', async () => {
    vi.stubGlobal('fetch', answer(ownProfile({ courses_count: 1 })).fetch);
    renderScreen(<FirstSteps />);
    const list = await checklist();
    expect(screen.getByRole('link', { name: 'Add Your Skills' })).toHaveAttribute('href', '/edit-skills');
    expect(screen.queryByRole('link', { name: 'Choose Your Avatar' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Buy Your First Course' })).toBeNull();
    expect(list).toHaveTextContent('0 Of 1 Done');
    expect(screen.getByRole('img', { name: 'To Do' })).toBeInTheDocument();
  });

  it("a student with no course: the academy's buy-course page, in a new tab", async () => {
    vi.stubGlobal('fetch', answer(ownProfile({ courses_count: 0 })).fetch);
    renderScreen(<FirstSteps />);
    await checklist();
    const buy = screen.getByRole('link', { name: 'Buy Your First Course' });
    await waitFor(() => expect(buy).toHaveAttribute('href', BUY_COURSE_URL));
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('with two courses the avatar applies; skills already added are checked', async () => {
    vi.stubGlobal('fetch', answer(ownProfile({ courses_count: 2, skills: [skills[0]] })).fetch);
    renderScreen(<FirstSteps />);
    const list = await checklist();
    expect(screen.getByRole('link', { name: 'Choose Your Avatar' })).toHaveAttribute('href', '/edit-avatar');
    expect(list).toHaveTextContent('1 Of 2 Done');
    const done = screen.getByRole('img', { name: 'Done' });
    expect(done.closest('li')).toHaveTextContent('Add Your Skills');
  });

  it('Dismiss stores it on the account and the checklist goes', async () => {
    const { fetch, calls } = answer(ownProfile({ courses_count: 0 }));
    vi.stubGlobal('fetch', fetch);
    const { queryClient } = renderScreen(<FirstSteps />);
    const list = await checklist();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(list).not.toBeInTheDocument());
    expect(calls.filter(({ url }) => url === '/api/user/first-steps/dismiss')).toHaveLength(1);
    expect(queryClient.getQueryData<OwnProfile>(['me'])?.first_steps_dismissed).toBe(true);
  });

  it('nothing shows once dismissed, or once every item that applies is done', async () => {
    const dismissed = answer(ownProfile({ courses_count: 0, first_steps_dismissed: true }));
    vi.stubGlobal('fetch', dismissed.fetch);
    const first = renderScreen(<FirstSteps />);
    await waitFor(() => expect(dismissed.calls.map(({ url }) => url)).toContain('/api/front/skills'));
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Your First Steps' })).toBeNull();
    first.unmount();

    const allDone = answer(ownProfile({ courses_count: 2, skills: [skills[0]], avatar: 'avatar3' }));
    vi.stubGlobal('fetch', allDone.fetch);
    const second = renderScreen(<FirstSteps />);
    await waitFor(() => expect(second.queryClient.getQueryData(['me'])).toBeDefined());
    await waitFor(() => expect(second.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Your First Steps' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
