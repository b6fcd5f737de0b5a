/**
 * The public screens of an academy with no content, each with the empty state it shows: pictured
 * by scripts/screenshots/empty.ts, checked in dark by e2e/empty/dark-theme.spec.ts.
 */
export const EMPTY_SCREENS = [
  { name: 'empty-home', path: '/', ready: 'No Projects Added Yet' },
  { name: 'empty-users', path: '/users', ready: 'No users found' },
  { name: 'empty-courses', path: '/courses', ready: 'No Courses Found' },
  { name: 'empty-projects', path: '/projects', ready: 'No Projects Added Yet' },
  { name: 'empty-achievements', path: '/achievements', ready: 'No achievements found' },
  { name: 'empty-leaderboard', path: '/leaderboard', ready: 'No Users Found' },
  { name: 'empty-stats', path: '/stats', ready: 'Overview Of Academy Statistics' },
] as const;
