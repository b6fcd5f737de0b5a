import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { admins, signIns, users } from '../../db/schema.js';

export async function findAdminByEmail(db: Executor, email: string) {
  const [admin] = await db.select().from(admins).where(eq(admins.email, email)).limit(1);
  return admin;
}

export async function findUserCredentialsByEmail(db: Executor, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      avatar: users.avatar,
      passwordHash: users.passwordHash,
      suspendedAt: users.suspendedAt,
      suspensionReason: users.suspensionReason,
      /** The language of the mails written to them (issue 47). */
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return user;
}

/** An account's latest sign-in attempts, newest first (the admin's page of a student). */
export function latestSignIns(db: Executor, kind: 'admin' | 'user', subjectId: number, limit: number) {
  return db
    .select({
      id: signIns.id,
      succeeded: signIns.succeeded,
      refusal: signIns.refusal,
      ip: signIns.ip,
      user_agent: signIns.userAgent,
      created_at: signIns.createdAt,
    })
    .from(signIns)
    .where(and(eq(signIns.kind, kind), eq(signIns.subjectId, subjectId)))
    .orderBy(desc(signIns.createdAt), desc(signIns.id))
    .limit(limit);
}
