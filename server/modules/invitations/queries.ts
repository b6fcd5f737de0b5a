import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** A student to invite: who, the language they chose, and the password hash that tells whether they chose a password yet. */
export async function findInvitee(db: Executor, id: number) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return user;
}
