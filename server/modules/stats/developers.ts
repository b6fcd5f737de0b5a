/**
 * The Developer shape (docs/api.md): what leaderboards, top lists and the users of a course or a
 * project show about a user. Never an e-mail, hash or token.
 */
import { users } from '../../db/schema.js';

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

/** A list already in rank order gets its 1-based rank (offset for later pages). */
export const withRank = <T>(list: T[], offset = 0) => list.map((item, i) => ({ ...item, rank: offset + i + 1 }));
