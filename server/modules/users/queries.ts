import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** Every column a client may see of a user: never the password hash. */
export const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  telegram_username: users.telegramUsername,
  facebook: users.facebook,
  twitter: users.twitter,
  linkedin: users.linkedin,
  youtube: users.youtube,
  bio: users.bio,
  title: users.title,
  avatar: users.avatar,
  total_points: users.totalPoints,
  projects_count: users.projectsCount,
  courses_count: users.coursesCount,
  created_at: users.createdAt,
};

export async function findUser(db: Executor, id: number) {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return user;
}
