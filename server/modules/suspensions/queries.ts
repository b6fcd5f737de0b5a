/** SQL of suspensions. Every function accepts the database or an open transaction. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { anyOf } from '../../db/ids.js';
import { users } from '../../db/schema.js';

const suspensionColumns = {
  id: users.id,
  name: users.name,
  suspended_at: users.suspendedAt,
  suspension_reason: users.suspensionReason,
};

/** Whether each of many users is suspended, and why (the admin Users table). */
export function suspensionsOf(db: Executor, userIds: readonly number[]) {
  return db.select(suspensionColumns).from(users).where(anyOf(users.id, userIds));
}

export async function setSuspension(db: Executor, id: number, suspendedAt: Date | null, reason: string | null) {
  await db.update(users).set({ suspendedAt, suspensionReason: reason }).where(eq(users.id, id));
}
