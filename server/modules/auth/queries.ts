import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { admins, users } from '../../db/schema.js';

export async function findAdminByEmail(db: Executor, email: string) {
  const [admin] = await db.select().from(admins).where(eq(admins.email, email)).limit(1);
  return admin;
}

export async function findUserCredentialsByEmail(db: Executor, email: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, avatar: users.avatar, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return user;
}
