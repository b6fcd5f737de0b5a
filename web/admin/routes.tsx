/**
 * The admin area's route table. Only paths and titles live here: every screen is loaded with
 * `lazy`, so public pages never download the admin code.
 */
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../app/paths';
import { PageLoadingBar } from '../components/PageLoadingBar';

const a = paths.admin;
/** Shown while an admin screen's code loads on the first page view. */
const loading = <PageLoadingBar label="Loading" />;

export const adminRoutes: RouteObject[] = [
  {
    path: a.login,
    handle: { title: 'Admin Login' },
    hydrateFallbackElement: loading,
    lazy: () => import('./login/AdminLoginPage').then((m) => ({ Component: m.AdminLoginPage })),
  },
  {
    hydrateFallbackElement: loading,
    lazy: () => import('./layout/AdminLayout').then((m) => ({ Component: m.AdminLayout })),
    children: [
      { path: '/admin', element: <Navigate to={a.dashboard} replace /> },
      {
        path: a.dashboard,
        handle: { title: 'Dashboard' },
        lazy: () => import('./dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
      },
      {
        path: a.admins,
        handle: { title: 'Admins Manage' },
        lazy: () => import('./admins/AdminsPage').then((m) => ({ Component: m.AdminsPage })),
      },
      {
        path: a.users,
        handle: { title: 'Users Manage' },
        lazy: () => import('./users/UsersPage').then((m) => ({ Component: m.UsersPage })),
      },
      {
        path: a.importStudents,
        handle: { title: 'Import Students' },
        lazy: () => import('./cohorts/ImportStudentsPage').then((m) => ({ Component: m.ImportStudentsPage })),
      },
      {
        path: a.userProjects(':id'),
        handle: { title: 'User Projects' },
        lazy: () => import('./users/projects/UserProjectsPage').then((m) => ({ Component: m.UserProjectsPage })),
      },
      {
        path: a.user(':id'),
        handle: { title: 'User Details' },
        lazy: () => import('./users/detail/UserDetailPage').then((m) => ({ Component: m.UserDetailPage })),
      },
      {
        path: a.courses,
        handle: { title: 'Courses Manage' },
        lazy: () => import('./courses/CoursesPage').then((m) => ({ Component: m.CoursesPage })),
      },
      {
        path: a.projects,
        handle: { title: 'Projects Manage' },
        lazy: () => import('./projects/ProjectsPage').then((m) => ({ Component: m.ProjectsPage })),
      },
      {
        path: a.achievements,
        handle: { title: 'Achievements Manage' },
        lazy: () => import('./achievements/AchievementsPage').then((m) => ({ Component: m.AchievementsPage })),
      },
      {
        path: a.skills,
        handle: { title: 'Skills Manage' },
        lazy: () => import('./skills/SkillsPage').then((m) => ({ Component: m.SkillsPage })),
      },
      {
        path: a.payments,
        handle: { title: 'Payments' },
        lazy: () => import('./payments/PaymentsPage').then((m) => ({ Component: m.PaymentsPage })),
      },
      {
        path: a.moderation,
        handle: { title: 'Moderation' },
        lazy: () => import('./moderation/ModerationPage').then((m) => ({ Component: m.ModerationPage })),
      },
      {
        path: a.audit,
        handle: { title: 'Audit Log' },
        lazy: () => import('./audit/AuditLogPage').then((m) => ({ Component: m.AuditLogPage })),
      },
      {
        path: a.settings,
        handle: { title: 'Settings' },
        lazy: () => import('./settings/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
      },
    ],
  },
];
