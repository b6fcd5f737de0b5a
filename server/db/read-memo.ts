/** Transitional: a memo on the app's database (freshness/reads.ts), none for a transaction. */
import { isAppDatabase } from '../freshness/reads.js';
import type { Executor } from './client.js';

export function fromReadMemo<T>(db: Executor, key: string, compute: () => Promise<T>): Promise<T> | undefined {
  return isAppDatabase(db) ? db.reads.memo(key, compute) : undefined;
}
