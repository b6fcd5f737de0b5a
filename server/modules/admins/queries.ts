/** SQL for admin accounts. Every read selects explicit columns: never the password hash. */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { admins } from '../../db/schema.js';

export const adminColumns = {
  id: admins.id,
  name: admins.name,
  email: admins.email,
  is_super: admins.isSuper,
  created_at: admins.createdAt,
};

export type AdminRow = { id: number; name: string; email: string; is_super: boolean; created_at: Date };

export function listAdmins(db: Executor): Promise<AdminRow[]> {
  return db.select(adminColumns).from(admins).orderBy(asc(admins.id));
}

/** The admin, row-locked when `forUpdate` so a concurrent change waits for this transaction. */
export async function findAdmin(db: Executor, id: number, forUpdate = false): Promise<AdminRow | undefined> {
  const query = db.select(adminColumns).from(admins).where(eq(admins.id, id)).limit(1);
  const [admin] = forUpdate ? await query.for('update') : await query;
  return admin;
}

export async function adminEmailTaken(db: Executor, email: string, exceptId?: number): Promise<boolean> {
  const condition = exceptId === undefined ? eq(admins.email, email) : and(eq(admins.email, email), ne(admins.id, exceptId));
  const [row] = await db.select({ id: admins.id }).from(admins).where(condition).limit(1);
  return row !== undefined;
}

/** How many super admins exist, locking their rows so two demotions cannot both pass the check. */
export async function countSuperAdminsLocked(db: Executor): Promise<number> {
  const rows = await db.select({ id: admins.id }).from(admins).where(eq(admins.isSuper, true)).for('update');
  return rows.length;
}

type AdminValues = { name: string; email: string; passwordHash: string; isSuper: boolean };

export async function insertAdmin(db: Executor, values: AdminValues): Promise<AdminRow> {
  const [admin] = await db.insert(admins).values(values).returning(adminColumns);
  return admin;
}

export async function updateAdmin(db: Executor, id: number, values: Partial<AdminValues>): Promise<void> {
  await db.update(admins).set(values).where(eq(admins.id, id));
}

export async function deleteAdmin(db: Executor, id: number): Promise<void> {
  await db.delete(admins).where(eq(admins.id, id));
}
