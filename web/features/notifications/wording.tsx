import type { ReactNode } from 'react';
import type { NotificationItem } from '../../../contracts/notifications';
import { paths } from '../../app/paths';
import type { Translate } from '../../i18n/useT';
import { withElements } from '../../i18n/withElements';

/** Text a person wrote (an achievement, project or course name, a reason), in its own direction inside the sentence. */
const own = (text: string) => <bdi>{text}</bdi>;

/**
 * What a notification says, worded from the catalogue in the language shown (its parameters are
 * names and figures, never text), and where it happened: the achievements page, Manage Projects,
 * the course page or the leaderboard.
 */
export function wording(notification: NotificationItem, t: Translate): { text: ReactNode; to: string } {
  switch (notification.kind) {
    case 'achievement_awarded': {
      const { name, points } = notification.params;
      const text = withElements((marks) => t('notifications.achievementAwarded', { ...marks, points }), { name: own(name) });
      return { text, to: paths.achievements };
    }
    case 'achievement_revoked':
    case 'achievement_withdrawn': {
      const key =
        notification.kind === 'achievement_revoked' ? 'notifications.achievementRevoked' : 'notifications.achievementWithdrawn';
      return { text: withElements((marks) => t(key, marks), { name: own(notification.params.name) }), to: paths.achievements };
    }
    case 'submission_removed': {
      const { project_name, course_title, by, reason } = notification.params;
      const elements = { project: own(project_name), course: own(course_title) };
      const text =
        by === 'moderation' && reason
          ? withElements((marks) => t('notifications.submissionRemoved.moderation', marks), { ...elements, reason: own(reason) })
          : withElements(
              (marks) =>
                t(
                  by === 'unenrollment'
                    ? 'notifications.submissionRemoved.unenrollment'
                    : 'notifications.submissionRemoved.staff',
                  marks,
                ),
              elements,
            );
      return { text, to: paths.manageProjects };
    }
    case 'enrolled':
    case 'unenrolled': {
      const { course_id, course_title } = notification.params;
      const key = notification.kind === 'enrolled' ? 'notifications.enrolled' : 'notifications.unenrolled';
      return { text: withElements((marks) => t(key, marks), { course: own(course_title) }), to: paths.course(course_id) };
    }
    case 'top_entered':
      return { text: t('notifications.topEntered', { rank: notification.params.rank }), to: paths.leaderboard };
    case 'top_left':
      return { text: t('notifications.topLeft'), to: paths.leaderboard };
  }
}
