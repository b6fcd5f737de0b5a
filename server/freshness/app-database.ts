/**
 * The app's own handle on the database: the shared handle with two additions, made per app (two
 * apps on one database never share what they keep in memory).
 * - Its `transaction` is tracked: unless opened read-only, it announces itself to the other
 *   instances inside, and moves this app's generation once it has committed. A handler that reads
 *   after its own commit therefore never sees a value kept from before it.
 * - `reads`: values derived from the whole database, kept for one generation. A transaction has no
 *   `reads` (it must see its own uncommitted changes): the types say so.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.js';
import { keepRankSnapshot } from '../modules/progress/rank-snapshot.js';
import { touches, touchesStudent, trackChanges, type Changes, type Topic } from './changes.js';
import type { Freshness } from './freshness.js';
import type { AppDatabase, Reads } from './reads.js';

/**
 * Memory for values about single students: every student's listed row (about 0.6 KB each: 60 MB
 * at 100k students) and a few thousand profiles (about 18 KB each).
 */
export const STUDENT_VALUES_BYTES = 96 * 1024 * 1024;

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

  type Kept = { value: Promise<unknown>; topics: readonly Topic[] };
  const kept = new Map<string, Kept>();
  /** Values about one student, and the keys of each student's (a commit for some students drops theirs only). */
  const keptOfStudent = new LRUCache<string, Kept & { student: number; bytes: number }>({
    maxSize: STUDENT_VALUES_BYTES,
    sizeCalculation: ({ bytes }) => bytes,
    // As the answer cache's (public-cache/answer-store.ts MAX_AGE_MS): a backstop for changes written by hand in SQL.
    ttl: 5 * 60_000,
    dispose: ({ student }, key) => {
      const keys = keysOfStudent.get(student);
      keys?.delete(key);
      if (keys?.size === 0) keysOfStudent.delete(student);
    },
  });
  const keysOfStudent = new Map<number, Set<string>>();
  freshness.onAdvance((changes) => {
    if (changes === 'everything') {
      kept.clear();
      keptOfStudent.clear();
      return;
    }
    for (const [key, { topics }] of kept) if (touches(changes, topics)) kept.delete(key);
    const keys = changes.students
      ? [...changes.students].flatMap((student) => [...(keysOfStudent.get(student) ?? [])])
      : [...keptOfStudent.keys()];
    for (const key of keys) {
      const entry = keptOfStudent.peek(key);
      if (entry && touchesStudent(changes, entry.topics, entry.student)) keptOfStudent.delete(key);
    }
  });
  /** The kept value of `key` in `store`, or `compute()`'s, kept there while nothing in `topics` changes. */
  const keptIn = <T, E extends Kept>(
    store: { get: (key: string) => E | undefined; set: (key: string, entry: E) => unknown; delete: (key: string) => unknown },
    key: string,
    entryOf: (value: Promise<unknown>) => E,
    compute: () => Promise<T>,
  ) => {
    if (!freshness.listening) return undefined;
    const known = store.get(key);
    if (known) return known.value as Promise<T>;
    // Resolved once here: a Drizzle query is a thenable that would run again at every await.
    const value = Promise.resolve(compute());
    const entry = entryOf(value);
    store.set(key, entry);
    // A failed computation is forgotten, so the next caller tries again.
    value.catch(() => store.get(key) === entry && store.delete(key));
    return value;
  };
  const memo: Reads['memo'] = (key, topics, compute) => keptIn(kept, key, (value) => ({ value, topics }), compute);
  const memoOfStudent: Reads['memoOfStudent'] = (student, key, topics, compute, bytes) =>
    keptIn(
      keptOfStudent,
      key,
      (value) => {
        keysOfStudent.set(student, (keysOfStudent.get(student) ?? new Set()).add(key));
        return { value, topics, student, bytes };
      },
      compute,
    );
  const memoOfStudents: Reads['memoOfStudents'] = <T>(
    kind: string,
    students: readonly number[],
    topics: readonly Topic[],
    read: (missing: number[]) => Promise<Map<number, T>>,
    bytes: number,
  ) => {
    if (!freshness.listening) return undefined;
    const missing: number[] = [];
    let readMissing!: (found: Promise<Map<number, T>>) => void;
    const found = new Promise<Map<number, T>>((resolve) => (readMissing = resolve));
    const values = students.map((student) =>
      memoOfStudent(
        student,
        `${kind}:${student}`,
        topics,
        () => {
          missing.push(student);
          return found.then((byStudent) => byStudent.get(student));
        },
        bytes,
      )!,
    );
    readMissing(missing.length ? read(missing) : Promise.resolve(new Map<number, T>()));
    return Promise.all(values);
  };
  const refreshRanks = keepRankSnapshot(tracked);
  const reads: Reads = {
    memo,
    memoOfStudent,
    memoOfStudents,
    // Not listening: caught up from the rank change notes on every read (one query).
    rankSnapshot: () => memo('rank-snapshot', ['standings', 'ranked'], refreshRanks) ?? refreshRanks(),
  };
  return Object.assign(tracked, { reads });
}
