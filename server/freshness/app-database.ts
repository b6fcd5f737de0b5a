/**
 * The app's own handle on the database: the shared handle with two additions, made per app (two
 * apps on one database never share what they keep in memory).
 * - Its `transaction` is tracked: unless opened read-only, it announces itself to the other
 *   instances inside, and moves this app's generation once it has committed. A handler that reads
 *   after its own commit therefore never sees a value kept from before it.
 * - `reads`: values derived from the whole database, kept for one generation. A transaction has no
 *   `reads` (it must see its own uncommitted changes): the types say so.
 */
import type { Database } from '../db/client.js';
import { keepRankSnapshot } from '../modules/progress/rank-snapshot.js';
import { touches, trackChanges, type Changes, type Topic } from './changes.js';
import type { Freshness } from './freshness.js';
import type { AppDatabase, Reads } from './reads.js';

export function trackDatabase(db: Database, freshness: Freshness): AppDatabase {
  const tracked = Object.create(db) as Database;
  tracked.transaction = async (work, config) => {
    if (config?.accessMode === 'read only') return db.transaction(work, config);
    let changes: Changes = 'everything';
    const result = await db.transaction(async (tx) => {
      const changed = trackChanges(tx);
      const value = await work(tx);
      changes = changed();
      await freshness.announce(tx, changes);
      return value;
    }, config);
    freshness.advance(changes);
    return result;
  };

  const kept = new Map<string, { value: Promise<unknown>; topics: readonly Topic[] }>();
  freshness.onAdvance((changes) => {
    for (const [key, { topics }] of kept) if (touches(changes, topics)) kept.delete(key);
  });
  const memo = <T>(key: string, topics: readonly Topic[], compute: () => Promise<T>): Promise<T> | undefined => {
    if (!freshness.listening) return undefined;
    const known = kept.get(key);
    if (known) return known.value as Promise<T>;
    // Resolved once here: a Drizzle query is a thenable that would run again at every await.
    const value = Promise.resolve(compute());
    const entry = { value, topics };
    kept.set(key, entry);
    // A failed computation is forgotten, so the next caller tries again.
    value.catch(() => kept.get(key) === entry && kept.delete(key));
    return value;
  };
  const refreshRanks = keepRankSnapshot(tracked);
  const reads: Reads = {
    memo,
    // Not listening: caught up from the rank change notes on every read (one query).
    rankSnapshot: () => memo('rank-snapshot', ['standings', 'ranked'], refreshRanks) ?? refreshRanks(),
  };
  return Object.assign(tracked, { reads });
}
