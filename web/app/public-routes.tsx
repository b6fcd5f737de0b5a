/**
 * Public and student screens (docs/product.md#public-screens). The layout and the home page are in
 * the first download; every other screen's code is loaded with `lazy` when it is first visited
 * (docs/decisions.md "Wire weight"), so the homepage's first visit stays under its budget.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { PageLoadingBar } from '../components/PageLoadingBar';
import { RequireStudent } from '../features/auth/RequireStudent';
import { HomePage } from '../features/home/HomePage';
import { SiteLayout } from '../features/layout/SiteLayout';

/** Shown in the layout while a screen's code loads on the first page view. */
const loading = <PageLoadingBar />;

/** A route whose screen is the named export `name` of a module loaded on demand. */
function screen<K extends string>(
  path: string,
  title: string,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): RouteObject {
  return {
    path,
    handle: { title },
    hydrateFallbackElement: loading,
    lazy: () => load().then((module) => ({ Component: module[name] })),
  };
}

export const publicRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage />, handle: { title: 'Home' } },
      screen('user/login', 'Login', () => import('../features/auth/LoginPage'), 'LoginPage'),
      // Issue 26: forgot password and the pages of the mailed links (shown only while the server sends mail).
      screen('forgot-password', 'Forgot Password', () => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
      screen('reset-password', 'Reset Password', () => import('../features/auth/PasswordLinkPage'), 'ResetPasswordPage'),
      screen('set-password', 'Set Password', () => import('../features/auth/PasswordLinkPage'), 'SetPasswordPage'),
      screen('users', 'Users', () => import('../features/users/UsersPage'), 'UsersPage'),
      screen('user/:id', 'User Profile', () => import('../features/users/UserProfilePage'), 'UserProfilePage'),
      screen('courses', 'Courses', () => import('../features/courses/CoursesPage'), 'CoursesPage'),
      screen('course/:id', 'Course', () => import('../features/courses/CoursePage'), 'CoursePage'),
      screen('projects', 'Projects', () => import('../features/projects/ProjectsPage'), 'ProjectsPage'),
      screen('project/:id', 'Project', () => import('../features/projects/ProjectPage'), 'ProjectPage'),
      screen('achievements', 'Achievements', () => import('../features/achievements/AchievementsPage'), 'AchievementsPage'),
      screen('stats', 'Stats', () => import('../features/stats/StatsPage'), 'StatsPage'),
      screen('leaderboard', 'Leaderboard', () => import('../features/leaderboard/LeaderboardPage'), 'LeaderboardPage'),
      {
        element: <RequireStudent />,
        children: [
          screen('edit-profile', 'Edit Profile', () => import('../features/profile/EditProfilePage'), 'EditProfilePage'),
          screen('edit-avatar', 'Edit Avatar', () => import('../features/avatar/EditAvatarPage'), 'EditAvatarPage'),
          screen('edit-skills', 'Edit Skills', () => import('../features/skills/EditSkillsPage'), 'EditSkillsPage'),
          screen(
            'manage-projects',
            'Manage Projects',
            () => import('../features/submissions/ManageProjectsPage'),
            'ManageProjectsPage',
          ),
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: { title: 'Page Not Found' } },
    ],
  },
];
