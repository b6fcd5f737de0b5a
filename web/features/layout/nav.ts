import { paths } from '../../app/paths';
import type { MessageKey } from '../../locales/en';

/** A link of the top bar or the drawer (`label`: its text's key); `match` says which addresses belong to it (else only its own). */
export type NavLink = { label: MessageKey; to: string; match?: RegExp };

/**
 * The users list and the profiles under it; the signed-in student's own profile is theirs, marked
 * on their menu ("My Profile"), not on Users (docs/decisions.md, "One current entry in the top bar").
 */
const usersPages = (ownId: number | undefined) =>
  new RegExp(`^/(users|user/(?!login/?$)${ownId === undefined ? '' : `(?!${ownId}/?$)`}[^/]+)/?$`);

/** The top bar and the mobile drawer read the same lists (docs/product.md#navigation); `userId`: the signed-in student. */
export const mainLinks = (userId?: number): NavLink[] => [
  { label: 'layout.nav.courses', to: paths.courses, match: /^\/(courses|course\/[^/]+)\/?$/ },
  { label: 'layout.nav.projects', to: paths.projects, match: /^\/(projects|project\/[^/]+)\/?$/ },
  { label: 'layout.nav.users', to: paths.users, match: usersPages(userId) },
];

export const statsLinks: NavLink[] = [
  { label: 'layout.nav.stats', to: paths.stats },
  { label: 'layout.nav.leaderboard', to: paths.leaderboard },
  { label: 'layout.nav.achievements', to: paths.achievements },
];

export const studentLinks = (userId: number | undefined): NavLink[] => [
  { label: 'layout.nav.editProfile', to: paths.editProfile },
  { label: 'layout.nav.editAvatar', to: paths.editAvatar },
  { label: 'layout.nav.editSkills', to: paths.editSkills },
  { label: 'layout.nav.myProfile', to: paths.user(userId ?? '') },
  { label: 'layout.nav.manageProjects', to: paths.manageProjects },
];

/** Whether the current address is this link's page (or one of its detail pages). */
export const isActive = (link: Pick<NavLink, 'to' | 'match'>, pathname: string) =>
  link.match ? link.match.test(pathname) : pathname.replace(/\/$/, '') === link.to;
