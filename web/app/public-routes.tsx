/**
 * Public and student screens (docs/product.md#public-screens). The layout and the home page are in
 * the first download; every other screen's code is loaded with `lazy` when it is first visited
 * (docs/decisions.md "Wire weight"), so the homepage's first visit stays under its budget.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { MessageKey } from '../locales/en';
import type { RouteHandle } from './DocumentTitle';
import { NotFoundPage } from '../components/NotFoundPage';
import { PageLoadingBar } from '../components/PageLoadingBar';
import { RequireStudent } from '../features/auth/RequireStudent';
import { HomePage } from '../features/home/HomePage';
import { SiteLayout } from '../features/layout/SiteLayout';
import { loadScreenTexts } from '../i18n/i18n';

/** Shown in the layout while a screen's code loads on the first page view. */
const loading = <PageLoadingBar />;

/** A route whose screen is the named export `name` of a module loaded on demand. */
function screen<K extends string>(
  path: string,
  titleKey: MessageKey,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): RouteObject {
  return {
    path,
    handle: { titleKey } satisfies RouteHandle,
    hydrateFallbackElement: loading,
    // The screen's texts come with its code (English's screens after the homepage: web/i18n/i18n.ts).
    lazy: () => Promise.all([load(), loadScreenTexts()]).then(([module]) => ({ Component: module[name] })),
  };
}

export const publicRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage />, handle: { titleKey: 'title.home' } },
      screen('user/login', 'title.login', () => import('../features/auth/LoginPage'), 'LoginPage'),
      // Issue 26: forgot password and the pages of the mailed links (shown only while the server sends mail).
      screen(
        'forgot-password',
        'title.forgotPassword',
        () => import('../features/auth/ForgotPasswordPage'),
        'ForgotPasswordPage',
      ),
      screen('reset-password', 'title.resetPassword', () => import('../features/auth/PasswordLinkPage'), 'ResetPasswordPage'),
      screen('set-password', 'title.setPassword', () => import('../features/auth/PasswordLinkPage'), 'SetPasswordPage'),
      // Issue 48: a notification mail's unsubscribe link (a button: opening the link changes nothing).
      screen('unsubscribe', 'title.unsubscribe', () => import('../features/auth/UnsubscribePage'), 'UnsubscribePage'),
      screen('users', 'title.users', () => import('../features/users/UsersPage'), 'UsersPage'),
      screen('user/:id', 'title.userProfile', () => import('../features/users/UserProfilePage'), 'UserProfilePage'),
      screen('courses', 'title.courses', () => import('../features/courses/CoursesPage'), 'CoursesPage'),
      screen('course/:id', 'title.course', () => import('../features/courses/CoursePage'), 'CoursePage'),
      screen('projects', 'title.projects', () => import('../features/projects/ProjectsPage'), 'ProjectsPage'),
      screen('project/:id', 'title.project', () => import('../features/projects/ProjectPage'), 'ProjectPage'),
      screen('achievements', 'title.achievements', () => import('../features/achievements/AchievementsPage'), 'AchievementsPage'),
      screen('stats', 'title.stats', () => import('../features/stats/StatsPage'), 'StatsPage'),
      screen('leaderboard', 'title.leaderboard', () => import('../features/leaderboard/LeaderboardPage'), 'LeaderboardPage'),
      {
        element: <RequireStudent />,
        children: [
          screen('edit-profile', 'title.editProfile', () => import('../features/profile/EditProfilePage'), 'EditProfilePage'),
          screen('edit-avatar', 'title.editAvatar', () => import('../features/avatar/EditAvatarPage'), 'EditAvatarPage'),
          screen('edit-skills', 'title.editSkills', () => import('../features/skills/EditSkillsPage'), 'EditSkillsPage'),
          screen(
            'manage-projects',
            'title.manageProjects',
            () => import('../features/submissions/ManageProjectsPage'),
            'ManageProjectsPage',
          ),
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: { titleKey: 'title.notFound' } },
    ],
  },
];
