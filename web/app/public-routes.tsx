/** Public and student screens (spec section 2, first table). */
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { AchievementsPage } from '../features/achievements/AchievementsPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RequireStudent } from '../features/auth/RequireStudent';
import { EditAvatarPage } from '../features/avatar/EditAvatarPage';
import { CoursePage } from '../features/courses/CoursePage';
import { CoursesPage } from '../features/courses/CoursesPage';
import { HomePage } from '../features/home/HomePage';
import { SiteLayout } from '../features/layout/SiteLayout';
import { LeaderboardPage } from '../features/leaderboard/LeaderboardPage';
import { EditProfilePage } from '../features/profile/EditProfilePage';
import { ProjectPage } from '../features/projects/ProjectPage';
import { ProjectsPage } from '../features/projects/ProjectsPage';
import { EditSkillsPage } from '../features/skills/EditSkillsPage';
import { StatsPage } from '../features/stats/StatsPage';
import { ManageProjectsPage } from '../features/submissions/ManageProjectsPage';
import { UserProfilePage } from '../features/users/UserProfilePage';
import { UsersPage } from '../features/users/UsersPage';

export const publicRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage />, handle: { title: 'Home' } },
      { path: 'user/login', element: <LoginPage />, handle: { title: 'Login' } },
      { path: 'users', element: <UsersPage />, handle: { title: 'Users' } },
      { path: 'user/:id', element: <UserProfilePage />, handle: { title: 'User Profile' } },
      { path: 'courses', element: <CoursesPage />, handle: { title: 'Courses' } },
      { path: 'course/:id', element: <CoursePage />, handle: { title: 'Course' } },
      { path: 'projects', element: <ProjectsPage />, handle: { title: 'Projects' } },
      { path: 'project/:id', element: <ProjectPage />, handle: { title: 'Project' } },
      { path: 'achievements', element: <AchievementsPage />, handle: { title: 'Achievements' } },
      { path: 'stats', element: <StatsPage />, handle: { title: 'Stats' } },
      { path: 'leaderboard', element: <LeaderboardPage />, handle: { title: 'Leaderboard' } },
      {
        element: <RequireStudent />,
        children: [
          { path: 'edit-profile', element: <EditProfilePage />, handle: { title: 'Edit Profile' } },
          { path: 'edit-avatar', element: <EditAvatarPage />, handle: { title: 'Edit Avatar' } },
          { path: 'edit-skills', element: <EditSkillsPage />, handle: { title: 'Edit Skills' } },
          { path: 'manage-projects', element: <ManageProjectsPage />, handle: { title: 'Manage Projects' } },
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: { title: 'Page Not Found' } },
    ],
  },
];
