import { paths } from '../../app/paths';

/** The top bar and the mobile drawer read the same lists (spec section 2, Navigation). */
export const mainLinks = [
  { label: 'Courses', to: paths.courses },
  { label: 'Projects', to: paths.projects },
  { label: 'Users', to: paths.users },
] as const;

export const statsLinks = [
  { label: 'Stats', to: paths.stats },
  { label: 'Leaderboard', to: paths.leaderboard },
  { label: 'Achievements', to: paths.achievements },
] as const;

export const studentLinks = (userId: number | undefined) => [
  { label: 'Edit Profile', to: paths.editProfile },
  { label: 'Edit Avatar', to: paths.editAvatar },
  { label: 'Edit Skills', to: paths.editSkills },
  { label: 'My Profile', to: paths.user(userId ?? '') },
  { label: 'Manage Projects', to: paths.manageProjects },
];
