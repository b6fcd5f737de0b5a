/**
 * What lists of users show about a user, shared by every list that shows users (the leaderboard,
 * the homepage, the users of a course or a project, the users pages). Never an e-mail, a hash or
 * a token.
 */
import { users } from '../../db/schema.js';

/** The columns of a Developer (contracts/items.ts). */
export const developerColumns = {
  id: users.id,
  name: users.name,
  avatar: users.avatar,
  total_points: users.totalPoints,
  projects_count: users.projectsCount,
  courses_count: users.coursesCount,
};

/** PublicUser = Developer + title and sign-up time. */
export const publicUserColumns = { ...developerColumns, title: users.title, created_at: users.createdAt };
