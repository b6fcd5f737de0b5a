/** Every front-end URL of the app, in one place (docs/product.md#screens). */
import { MAIL_LINK_PATHS } from '../../contracts/mail-links';

export const paths = {
  home: '/',
  login: '/user/login',
  /** Forgot password, and the pages of the mailed links (issue 26; contracts/auth.ts MAIL_LINK_PATHS). */
  forgotPassword: '/forgot-password',
  resetPassword: MAIL_LINK_PATHS.reset,
  setPassword: MAIL_LINK_PATHS.invite,
  /** A notification mail's unsubscribe link (issue 48): `?token=`. */
  unsubscribe: MAIL_LINK_PATHS.unsubscribe,
  users: '/users',
  user: (id: number | string) => `/user/${id}`,
  editProfile: '/edit-profile',
  editAvatar: '/edit-avatar',
  editSkills: '/edit-skills',
  manageProjects: '/manage-projects',
  courses: '/courses',
  course: (id: number | string) => `/course/${id}`,
  projects: '/projects',
  project: (id: number | string) => `/project/${id}`,
  achievements: '/achievements',
  stats: '/stats',
  leaderboard: '/leaderboard',
  admin: {
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    admins: '/admin/admins',
    users: '/admin/users',
    importStudents: '/admin/import-students',
    userProjects: (id: number | string) => `/admin/user/${id}/projects`,
    /** A student's page (issue 14). */
    user: (id: number | string) => `/admin/users/${id}`,
    courses: '/admin/courses',
    projects: '/admin/projects',
    achievements: '/admin/achievements',
    skills: '/admin/skills',
    payments: '/admin/payments',
    moderation: '/admin/moderation',
    audit: '/admin/audit',
    settings: '/admin/settings',
  },
} as const;
