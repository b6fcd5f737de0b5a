/**
 * Values derived from the whole database (every student's rank, how many students there are)
 * computed once and reused until the next accepted write, instead of once per request
 * (issue 12: a random users page or profile at 100k students must not scan the rank index).
 *
 * The public-answer cache (plugins/public-cache.ts) owns freshness: it attaches its memo to the
 * app's database, and drops memoized values exactly when it drops cached answers (any accepted
 * write here, a NOTIFY from another instance, the listener down). With the cache off, or for a
 * transaction (which must see its own uncommitted changes), callers query directly.
 */
import type { Executor } from './client.js';

/** The value of `key` in the current generation, or undefined when values cannot be memoized now. */
export type ReadMemo = <T>(key: string, compute: () => Promise<T>) => Promise<T> | undefined;

const memos = new WeakMap<object, ReadMemo>();

export function attachReadMemo(db: Executor, memo: ReadMemo): void {
  memos.set(db, memo);
}

/**
 * The value of `compute()` in the current generation, or undefined when there is no memo now (the
 * cache is off or cannot hear other instances, inside a write's own handler, `db` is a transaction):
 * the caller then answers with a direct query, which may be cheaper than computing the whole value.
 */
export function fromReadMemo<T>(db: Executor, key: string, compute: () => Promise<T>): Promise<T> | undefined {
  return memos.get(db)?.(key, compute);
}
