import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { achievementsQuery } from '../achievements/api';
import { coursesQuery } from '../courses/api';
import type { AdminUser } from './api';
import type { UserAction } from './UserActionsMenu';

/**
 * The row menu's choices that would lead nowhere: unenroll without a course, enroll when the user
 * is in every course, give achievement when no manual one is left, revoke achievement when the
 * user holds no manual one (automatic ones follow their rule). Reads the same cached lists as
 * the dialogs (a failed load toasts once, from the query client); while a list is unknown its
 * choice stays enabled.
 */
export function useUnavailableActions() {
  const { data: courses } = useQuery(coursesQuery);
  const { data: achievements } = useQuery(achievementsQuery);
  return useCallback(
    (user: AdminUser): UserAction[] => {
      const unavailable: UserAction[] = [];
      const enrolled = new Set(user.enrolled_courses.map((course) => course.id));
      const earned = new Set(user.achievements.map((achievement) => achievement.id));
      if (courses && courses.every((course) => enrolled.has(course.id) || course.archived_at)) unavailable.push('enroll');
      if (enrolled.size === 0) unavailable.push('unenroll');
      if (achievements && !achievements.some((achievement) => achievement.manual && !earned.has(achievement.id)))
        unavailable.push('achievement');
      if (!user.achievements.some((achievement) => achievement.manual)) unavailable.push('revoke');
      return unavailable;
    },
    [courses, achievements],
  );
}
