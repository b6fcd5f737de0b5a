/**
 * Query-key factories of the public site and the student screens, one per feature, in one module
 * so a mutation can name the keys its change makes stale (`meta.invalidates`) without import
 * cycles between features. Admin keys live apart (web/admin/queryKeys.ts, all under 'admin').
 */
export const userKeys = {
  all: ['users'] as const,
  /** One page of the users page (the server pages it), searched or of one course. */
  list: (page: number, filter: { search?: string; course?: string } = {}) =>
    [...userKeys.all, 'list', page, filter.search ?? '', filter.course ?? ''] as const,
  profile: (id: string | undefined) => [...userKeys.all, 'profile', id] as const,
  /** A developer's year of work (under `all`, as the profile: whatever refreshes a profile refreshes it). */
  activity: (id: string | undefined) => [...userKeys.all, 'activity', id] as const,
};

export const courseKeys = {
  all: ['courses'] as const,
  list: () => [...courseKeys.all, 'list'] as const,
  /** A course with its users. */
  detail: (id: string | undefined) => [...courseKeys.all, 'detail', id] as const,
  /** A course's users page by page: all letters, or one. */
  members: (id: string | undefined, letter: string | undefined) => [...courseKeys.detail(id), letter ?? 'all'] as const,
};

export const projectKeys = {
  all: ['projects'] as const,
  byCourse: () => [...projectKeys.all, 'by-course'] as const,
  detail: (id: string | undefined) => [...projectKeys.all, 'detail', id] as const,
};

export const achievementKeys = {
  all: ['achievements'] as const,
  list: () => [...achievementKeys.all, 'list'] as const,
  unread: () => [...achievementKeys.all, 'unread'] as const,
  mine: () => [...achievementKeys.all, 'mine'] as const,
  /** The signed-in student's unearned automatic achievements and how far each is. */
  nextSteps: () => [...achievementKeys.all, 'next-steps'] as const,
};

export const skillKeys = {
  all: ['skills'] as const,
  list: () => [...skillKeys.all, 'list'] as const,
  mine: () => [...skillKeys.all, 'mine'] as const,
};

/** The homepage/stats figures and the leaderboard. */
export const statsKeys = {
  all: ['stats'] as const,
  front: () => [...statsKeys.all, 'front'] as const,
  leaderboard: () => [...statsKeys.all, 'leaderboard'] as const,
};

/** The signed-in student's own profile. */
export const meKeys = {
  all: ['me'] as const,
  /** The student's rank and points to pass (under `all`: whatever refreshes the profile refreshes it). */
  standing: () => [...meKeys.all, 'standing'] as const,
};

export const submissionKeys = {
  all: ['submissions'] as const,
  mine: () => [...submissionKeys.all, 'mine'] as const,
  enrolledCourses: () => [...submissionKeys.all, 'enrolled-courses'] as const,
  courseProjects: (courseId: number | '') => [...submissionKeys.all, 'course-projects', courseId] as const,
};

export const configKeys = { all: ['config'] as const };

/** The signed-in student's notifications (issue 48): the bell's unread count and the list it opens. */
export const notificationKeys = {
  all: ['notifications'] as const,
  count: () => [...notificationKeys.all, 'count'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/**
 * Everything that shows a student's name, avatar or points: the users pages and profiles, the
 * figures and leaderboard, the users of a course and of a project.
 */
export const studentFigures = [userKeys.all, statsKeys.all, courseKeys.all, projectKeys.all] as const;
