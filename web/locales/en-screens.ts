/** The English texts of the screens after the homepage, loaded with the first of them (en.ts). */
import achievements from './en/achievements.json';
import activity from './en/activity.json';
import auth from './en/auth.json';
import avatar from './en/avatar.json';
import courses from './en/courses.json';
import notifications from './en/notifications.json';
import profile from './en/profile.json';
import projects from './en/projects.json';
import skills from './en/skills.json';
import stats from './en/stats.json';
import submissions from './en/submissions.json';
import users from './en/users.json';

export const screenMessages = {
  ...achievements,
  ...activity,
  ...auth,
  ...avatar,
  ...courses,
  ...notifications,
  ...profile,
  ...projects,
  ...skills,
  ...stats,
  ...submissions,
  ...users,
};
