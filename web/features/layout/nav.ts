import { paths } from '../../app/paths';

/** A link of the top bar or the drawer; `match` says which addresses belong to it (else only its own). */
export type NavLink = { label: string; to: string; match?: RegExp };

/**
 * The users list and the profiles under it; the signed-in student's own profile is theirs, marked
 * on their menu ("My Profile"), not on Users (docs/decisions.md, "One current entry in the top bar").
 */
const usersPages = (ownId: number | undefined) =>
  new RegExp(`^/(users|user/(?!login/?$)${ownId === undefined ? '' : `(?!${ownId}/?$)`}[^/]+)/?$`);

/** The top bar and the mobile drawer read the same lists (docs/product.md#navigation); `userId`: the signed-in student. */
export const mainLinks = (userId?: number): NavLink[] => [
  { label: 'Courses', to: paths.courses, match: /^\/(courses|course\/[^/]+)\/?$/ },
  { label: 'Projects', to: paths.projects, match: /^\/(projects|project\/[^/]+)\/?$/ },
  { label: 'Users', to: paths.users, match: usersPages(userId) },
];

export const statsLinks: NavLink[] = [
  { label: 'Stats', to: paths.stats },
  { label: 'Leaderboard', to: paths.leaderboard },
  { label: 'Achievements', to: paths.achievements },
];

export const studentLinks = (userId: number | undefined): NavLink[] => [
  { label: 'Edit Profile', to: paths.editProfile },
  { label: 'Edit Avatar', to: paths.editAvatar },
  { label: 'Edit Skills', to: paths.editSkills },
  { label: 'My Profile', to: paths.user(userId ?? '') },
  { label: 'Manage Projects', to: paths.manageProjects },
];

/** Whether the current address is this link's page (or one of its detail pages). */
export const isActive = (link: NavLink, pathname: string) =>
  link.match ? link.match.test(pathname) : pathname.replace(/\/$/, '') === link.to;
