/** What the app's database handle (app-database.ts) adds to the shared one: reads kept in memory. */
import type { Database, Executor } from '../db/client.js';
import type { Topic } from './changes.js';
import type { RankSnapshot } from '../modules/progress/rank-snapshot.js';

export type Reads = {
  /**
   * The value of `compute()`, kept until a change to one of `topics`, shared by concurrent callers; undefined
   * while memory cannot be trusted (the listener is down): the caller then queries directly.
   */
  memo: <T>(key: string, topics: readonly Topic[], compute: () => Promise<T>) => Promise<T> | undefined;
  /**
   * As `memo`, for a value about one student's own rows (never a figure counted across students):
   * kept through the commits that changed other students only (changes.ts `students`). The values
   * used last are kept up to STUDENT_VALUES_BYTES, each counted at `bytes`, its caller's estimate.
   */
  memoOfStudent: <T>(
    student: number,
    key: string,
    topics: readonly Topic[],
    compute: () => Promise<T>,
    bytes: number,
  ) => Promise<T> | undefined;
  /**
   * As `memoOfStudent` for each of `students` (values `${kind}:${student}`): those not kept are
   * read together, by one `read(missing)` answering a map by student (a student it leaves out: undefined).
   */
  memoOfStudents: <T>(
    kind: string,
    students: readonly number[],
    topics: readonly Topic[],
    read: (missing: number[]) => Promise<Map<number, T>>,
    bytes: number,
  ) => Promise<(T | undefined)[]> | undefined;
  /** Every ranked student's place as of the last commit this app knows of (rank-snapshot.ts). */
  rankSnapshot: () => Promise<RankSnapshot>;
};

/** The app's database: a `Database` whose transactions are tracked, with `reads`. A transaction has none. */
export type AppDatabase = Database & { readonly reads: Reads };

export const isAppDatabase = (db: Executor): db is AppDatabase => 'reads' in db;

/** `reads.memo`'s value, or `compute()`'s own while memory cannot be trusted. */
export const keptOrComputed = <T>(db: AppDatabase, key: string, topics: readonly Topic[], compute: () => Promise<T>) =>
  db.reads.memo(key, topics, compute) ?? compute();
