/** SQL of the settings domain. Every function accepts the database or an open transaction. */
import { eq, inArray } from 'drizzle-orm';
import type { SettingKey } from '../../../contracts/settings.js';
import type { Executor } from '../../db/client.js';
import { admins, settings } from '../../db/schema.js';

/** Every saved setting, with the name of the admin who saved it. */
export function savedSettings(db: Executor) {
  return db
    .select({ key: settings.key, value: settings.value, updatedAt: settings.updatedAt, adminName: admins.name })
    .from(settings)
    .leftJoin(admins, eq(admins.id, settings.adminId));
}

/** Saves (or replaces) a setting's value. */
export async function saveSetting(db: Executor, key: SettingKey, value: string, adminId: number) {
  await db
    .insert(settings)
    .values({ key, value, adminId, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settings.key, set: { value, adminId, updatedAt: new Date() } });
}

/** Drops saved values: their environment defaults apply again. */
export async function clearSettings(db: Executor, keys: SettingKey[]) {
  if (keys.length) await db.delete(settings).where(inArray(settings.key, keys));
}
