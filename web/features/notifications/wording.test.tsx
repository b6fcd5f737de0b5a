import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationItem } from '../../../contracts/notifications';
import { activate } from '../../i18n/i18n';
import { t } from '../../i18n/useT';
import { when } from './when';
import { wording } from './wording';

const at = '2025-03-01T10:00:00.000Z';
const achievement = { achievement_id: 2, name: 'First Steps' };
const course = { course_id: 4, course_title: 'Web Basics' };
const removal = { project_id: 3, project_name: 'Landing Page', course_title: 'Web Basics', reason: null };
const item = (kind: NotificationItem['kind'], params: object) =>
  ({ id: 1, kind, created_at: at, read_at: null, params }) as NotificationItem;

/** The sentence a notification shows, as a reader sees it, and where it leads. */
function shown(notification: NotificationItem) {
  const { text, to } = wording(notification, t);
  const { container, unmount } = render(<p>{text}</p>);
  const words = container.textContent;
  unmount();
  return [words, to];
}

describe('what each notification says and where it leads (issue 48)', () => {
  afterEach(() => activate('en'));

  it.each([
    [
      item('achievement_awarded', { ...achievement, points: 25 }),
      'You earned the achievement First Steps (+25 points)',
      '/achievements',
    ],
    [
      item('achievement_awarded', { ...achievement, points: 1 }),
      'You earned the achievement First Steps (+1 point)',
      '/achievements',
    ],
    [item('achievement_revoked', achievement), 'Staff took back the achievement First Steps', '/achievements'],
    [
      item('achievement_withdrawn', achievement),
      'The achievement First Steps was withdrawn: its rule no longer holds for you',
      '/achievements',
    ],
    [
      item('submission_removed', { ...removal, by: 'moderation', reason: 'Not your own work' }),
      'Your submission of Landing Page (Web Basics) was removed: Not your own work',
      '/manage-projects',
    ],
    [
      item('submission_removed', { ...removal, by: 'staff' }),
      'Your submission of Landing Page (Web Basics) was removed by staff',
      '/manage-projects',
    ],
    [
      item('submission_removed', { ...removal, project_id: null, by: 'unenrollment' }),
      'Your submission of Landing Page was removed with your enrollment in Web Basics',
      '/manage-projects',
    ],
    [item('enrolled', course), 'You were enrolled in Web Basics', '/course/4'],
    [item('unenrolled', course), 'You were unenrolled from Web Basics', '/course/4'],
    [item('top_entered', { rank: 42 }), 'You entered the top 100, at rank 42', '/leaderboard'],
    [item('top_left', {}), 'You left the top 100', '/leaderboard'],
  ])("%#: says the kind in the catalogue's words and leads where it happened", (notification, text, to) => {
    expect(shown(notification)).toEqual([text, to]);
  });

  it('keeps the names people wrote in their own direction inside the sentence', () => {
    const { text } = wording(item('enrolled', { course_id: 4, course_title: 'أساسيات الويب' }), t);
    const { container } = render(<p>{text}</p>);
    expect(container.querySelector('bdi')).toHaveTextContent('أساسيات الويب');
  });

  it('words them in Arabic when Arabic is shown, plurals included', async () => {
    await activate('ar');
    expect(shown(item('achievement_awarded', { ...achievement, points: 25 }))).toEqual([
      'حصلتَ على إنجاز First Steps (+25 نقطة)',
      '/achievements',
    ]);
    expect(shown(item('achievement_awarded', { ...achievement, points: 5 }))[0]).toBe('حصلتَ على إنجاز First Steps (+5 نقاط)');
    expect(shown(item('top_left', {}))[0]).toBe('خرجتَ من قائمة أفضل 100 مطوّر');
  });
});

describe('when a notification came', () => {
  const now = Date.parse(at);
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
  afterEach(() => activate('en'));

  it('is relative within a week, then a date as the app writes them', () => {
    expect(when(ago(20), now)).toBe('now');
    expect(when(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(when(ago(3 * 3600 + 1800), now)).toBe('3 hours ago');
    expect(when(ago(26 * 3600), now)).toBe('yesterday');
    expect(when(ago(6 * 86400), now)).toBe('6 days ago');
    expect(when(ago(8 * 86400), now)).toBe('Feb 21, 2025');
  });

  it('in Arabic with Western digits', async () => {
    await activate('ar');
    expect(when(ago(5 * 60), now)).toBe('قبل 5 دقائق');
  });
});
