/**
 * The Arabic catalogue: the twin of en.ts (every key of it: the type below and
 * web/locales/catalogues.test.ts say so), and the Arabic of every server message by its code
 * (ar/server.json, keyed as contracts/message-codes.ts derives them).
 */
import type { MessageKey } from './en';
import achievements from './ar/achievements.json';
import activity from './ar/activity.json';
import auth from './ar/auth.json';
import avatar from './ar/avatar.json';
import common from './ar/common.json';
import courses from './ar/courses.json';
import home from './ar/home.json';
import layout from './ar/layout.json';
import leaderboard from './ar/leaderboard.json';
import notifications from './ar/notifications.json';
import profile from './ar/profile.json';
import projects from './ar/projects.json';
import skills from './ar/skills.json';
import stats from './ar/stats.json';
import submissions from './ar/submissions.json';
import titles from './ar/titles.json';
import users from './ar/users.json';
import server from './ar/server.json';

/** The server's messages live beside the screens' texts under this prefix (their codes may repeat a screen key). */
export const SERVER_PREFIX = 'server:';

const screens: Record<MessageKey, unknown> = {
  ...achievements,
  ...activity,
  ...auth,
  ...avatar,
  ...common,
  ...courses,
  ...home,
  ...layout,
  ...leaderboard,
  ...notifications,
  ...profile,
  ...projects,
  ...skills,
  ...stats,
  ...submissions,
  ...titles,
  ...users,
};

export const messages: Record<string, unknown> = {
  ...screens,
  ...Object.fromEntries(Object.entries(server).map(([code, text]) => [SERVER_PREFIX + code, text])),
};
