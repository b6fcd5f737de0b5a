/**
 * PostgreSQL answers a transaction that lost a deadlock (40P01) or a serialization check (40001)
 * with an error, and the right response is to run it again (docs/toolchain.md "PostgreSQL"). Every
 * transaction of the app goes through `db.transaction`, so the retry lives there, once: a few
 * attempts with a short random pause, then a 409 with a clear message instead of a 500.
 */
import { BUSY } from '../../contracts/messages.js';
import { HttpError } from '../http-errors.js';
import type { Database } from './client.js';

const RETRYABLE = new Set(['40P01', '40001']);
export const MAX_ATTEMPTS = 8;

function isRetryable(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return RETRYABLE.has(e?.code ?? '') || RETRYABLE.has(e?.cause?.code ?? '');
}

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt));

export async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw new HttpError(409, BUSY);
      await pause(attempt);
    }
  }
}

/** Makes every `db.transaction(...)` of this handle retry deadlocks and serialization failures. */
export function retryTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) => withRetries(() => transaction(work, config));
  return db;
}
