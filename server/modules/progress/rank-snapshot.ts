/**
 * Every ranked student's position, kept in memory between writes (freshness/): a rank, a page
 * of the users list, the ranks of an admin page and the public totals are array lookups instead of
 * index scans that grow with the number of students (issue 12).
 *
 * After a write the snapshot catches up instead of being read again: the users table notes every
 * student whose rank keys changed in `rank_changes` under the writing transaction's id (migration
 * 0009), and a refresh reads only those students since the last refresh, then merges them into the
 * order (a few milliseconds at 100k students, against a second on PGlite for a full read).
 *
 * Which changes a refresh has seen: each refresh keeps the database snapshot it read in
 * (`pg_current_snapshot()`). The next one reads the notes of every transaction that snapshot could
 * not see: those still running then, and those begun since. A note it could see was already read.
 */
import { sql } from 'drizzle-orm';
import { rows, type Database, type Executor } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import { isAppDatabase } from '../../freshness/reads.js';
import { users } from '../../db/schema.js';
import { compareStandings, ranked, rankedIn, rankOrder, type Standing } from './rank-rule.js';

export type RankSnapshot = {
  /** Ids of ranked students, best first: rank r is `order[r - 1]`. */
  order: Int32Array;
  /** id -> rank (1-based); 0 for an id that is not ranked (suspended, deleted, never existed). */
  rankOf: (id: number) => number;
  /** Total points by rank: rank r has `points[r - 1]`. */
  points: Float64Array;
  /** The points of every ranked student, summed. */
  totalPoints: number;
};

/** A student whose rank keys changed: its standing now, or null when it is no longer ranked. */
type Change = { id: number; standing: Standing | null };

/** Ranked students best first, as three columns (a few MB at 100k students, no object per student). */
type Standings = { order: Int32Array; points: Float64Array; reachedAt: Float64Array };

type State = RankSnapshot &
  Standings & {
    /** id -> rank, 0 for none (what `rankOf` reads). */
    ranks: Int32Array;
    /** The database snapshot it was read in: notes of transactions it could not see are still to be read. */
    seen: string;
    /** When every student was last read (Date.now()). */
    fullReadAt: number;
  };

/**
 * A full read at least this often: catches changes no trigger noted (a restore, `bench:data`,
 * which runs as replica). Equal to the public cache's backstop age.
 */
export const FULL_READ_EVERY_MS = 5 * 60_000;
/** More changed students than this in one refresh: reading everyone is cheaper. */
const MOST_CHANGES = 5_000;

const REACHED_AT_US = sql`floor(extract(epoch FROM points_changed_at) * 1000000)::bigint`;
const currentSnapshot = sql`pg_current_snapshot()::text`;

/** A state whose ranks and total are counted from its standings. */
function stateOf(standings: Standings, seen: string, fullReadAt: number): State {
  const { order, points } = standings;
  let highest = 0;
  let totalPoints = 0;
  for (let i = 0; i < order.length; i++) {
    highest = Math.max(highest, order[i]);
    totalPoints += points[i];
  }
  const ranks = new Int32Array(highest + 1);
  for (let i = 0; i < order.length; i++) ranks[order[i]] = i + 1;
  return withRanks(standings, ranks, totalPoints, seen, fullReadAt);
}

function withRanks(standings: Standings, ranks: Int32Array, totalPoints: number, seen: string, fullReadAt: number): State {
  return {
    ...standings,
    ranks,
    rankOf: (id) => (Number.isInteger(id) && id > 0 && id < ranks.length ? ranks[id] : 0),
    totalPoints,
    seen,
    fullReadAt,
  };
}

const standingsOf = (size: number): Standings => ({
  order: new Int32Array(size),
  points: new Float64Array(size),
  reachedAt: new Float64Array(size),
});

async function readEveryone(db: Executor): Promise<State> {
  const [row] = rows<{ seen: string; standings: string | null }>(
    await db.execute(sql`
      SELECT ${currentSnapshot} AS seen,
        string_agg(id || ',' || total_points || ',' || ${REACHED_AT_US}, ',' ORDER BY ${sql.join(rankOrder, sql`, `)}) AS standings
      FROM ${users} WHERE ${ranked}`),
  );
  const numbers = row.standings ? row.standings.split(',') : [];
  const standings = standingsOf(numbers.length / 3);
  for (let i = 0; i < standings.order.length; i++) {
    standings.order[i] = Number(numbers[3 * i]);
    standings.points[i] = Number(numbers[3 * i + 1]);
    standings.reachedAt[i] = Number(numbers[3 * i + 2]);
  }
  return stateOf(standings, row.seen, Date.now());
}

/** The students noted by transactions `seen` could not see, as they are now; undefined when reading everyone is better. */
async function readChanges(db: Executor, seen: string): Promise<{ changes: Change[]; seen: string } | undefined> {
  const [row] = rows<{ seen: string; changes: [number, number | null, number | null][] | null }>(
    await executePrepared(
      db,
      'rank_changes_since',
      sql`
      WITH noted AS (SELECT DISTINCT user_id FROM rank_changes
        WHERE xid >= pg_snapshot_xmin(${seen}::pg_snapshot) AND NOT pg_visible_in_snapshot(xid, ${seen}::pg_snapshot)
        LIMIT ${MOST_CHANGES + 1})
      SELECT ${currentSnapshot} AS seen,
        (SELECT json_agg(json_build_array(n.user_id, u.total_points, ${REACHED_AT_US}))
         FROM noted n LEFT JOIN users u ON u.id = n.user_id AND ${rankedIn('u')}) AS changes`,
    ),
  );
  const noted = row.changes ?? [];
  if (noted.length > MOST_CHANGES || noted.some(([id]) => id === 0)) return undefined;
  return {
    seen: row.seen,
    changes: noted.map(([id, points, reachedAt]) => ({
      id,
      standing: points === null || reachedAt === null ? null : { id, points, reachedAt },
    })),
  };
}

/** The order with the changed students taken out and put back where they stand now: one merge. */
function merge(state: State, changes: Change[], seen: string): State {
  const leaving = new Uint8Array(state.order.length);
  let left = 0;
  for (const { id } of changes) {
    const rank = state.rankOf(id);
    if (rank > 0 && !leaving[rank - 1]) {
      leaving[rank - 1] = 1;
      left += 1;
    }
  }
  const arriving = changes.flatMap((change) => (change.standing ? [change.standing] : [])).sort(compareStandings);
  const kept: Standing = { id: 0, points: 0, reachedAt: 0 };
  /** Whether an arriving student ranks before the kept one at index i. */
  const before = (student: Standing, i: number) => {
    kept.id = state.order[i];
    kept.points = state.points[i];
    kept.reachedAt = state.reachedAt[i];
    return compareStandings(student, kept) < 0;
  };
  const merged = standingsOf(state.order.length - left + arriving.length);
  let from = 0;
  let next = 0;
  for (let to = 0; to < merged.order.length; to++) {
    while (from < state.order.length && leaving[from]) from += 1;
    const student = arriving[next];
    if (student && (from === state.order.length || before(student, from))) {
      merged.order[to] = student.id;
      merged.points[to] = student.points;
      merged.reachedAt[to] = student.reachedAt;
      next += 1;
    } else {
      merged.order[to] = state.order[from];
      merged.points[to] = state.points[from];
      merged.reachedAt[to] = state.reachedAt[from];
      from += 1;
    }
  }
  return stateOf(merged, seen, state.fullReadAt);
}

/**
 * The everyday refresh, when every changed student was ranked and still is (a submission, an
 * enrollment, an award): in copies of the columns (readers may hold the old ones), each student
 * is moved from its place to its new one, and only the places between shift by one. Copying is
 * native; the merge above walks every student in JavaScript, a millisecond or two at 100k for
 * each write. Undefined when a student joins or leaves the ranking: `merge` then.
 */
function moved(state: State, changes: Change[], seen: string): State | undefined {
  if (changes.some(({ id, standing }) => !standing || !state.rankOf(id))) return undefined;
  const [order, points, reachedAt, ranks] = [
    state.order.slice(),
    state.points.slice(),
    state.reachedAt.slice(),
    state.ranks.slice(),
  ];
  const columns = [order, points, reachedAt];
  let totalPoints = state.totalPoints;
  const other: Standing = { id: 0, points: 0, reachedAt: 0 };
  /** Whether `student` ranks before the one at index i. */
  const before = (student: Standing, i: number) => {
    other.id = order[i];
    other.points = points[i];
    other.reachedAt = reachedAt[i];
    return compareStandings(student, other) < 0;
  };
  for (const { id, standing } of changes as { id: number; standing: Standing }[]) {
    const from = ranks[id] - 1;
    totalPoints += standing.points - points[from];
    // Its new index: how many of the others (all but index `from`) rank before it.
    let low = 0;
    let high = order.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(standing, middle < from ? middle : middle + 1)) high = middle;
      else low = middle + 1;
    }
    const to = low;
    if (to < from) for (const column of columns) column.copyWithin(to + 1, to, from);
    else if (to > from) for (const column of columns) column.copyWithin(from, from + 1, to + 1);
    order[to] = id;
    points[to] = standing.points;
    reachedAt[to] = standing.reachedAt;
    for (let i = Math.min(from, to); i <= Math.max(from, to); i++) ranks[order[i]] = i + 1;
  }
  return withRanks({ order, points, reachedAt }, ranks, totalPoints, seen, state.fullReadAt);
}

async function refreshed(db: Executor, state: State | undefined): Promise<State> {
  if (!state || Date.now() - state.fullReadAt >= FULL_READ_EVERY_MS) return readEveryone(db);
  const read = await readChanges(db, state.seen);
  if (!read) return readEveryone(db);
  if (!read.changes.length) return { ...state, seen: read.seen };
  return moved(state, read.changes, read.seen) ?? merge(state, read.changes, read.seen);
}

/**
 * An app's snapshot: each call catches it up with the changes since the last one (refreshes run
 * one after another, each from the state the previous one left). The app keeps one per generation.
 */
export function keepRankSnapshot(db: Database): () => Promise<RankSnapshot> {
  let latest: Promise<State | undefined> = Promise.resolve(undefined);
  return () => {
    const next = latest.then((state) => refreshed(db, state));
    // A failed refresh leaves no state behind: the next one reads everyone.
    latest = next.catch(() => undefined);
    return next;
  };
}

/** The snapshot, on the app's database; undefined inside a transaction (which counts instead). */
export function rankSnapshot(db: Executor): Promise<RankSnapshot> | undefined {
  return isAppDatabase(db) ? db.reads.rankSnapshot() : undefined;
}
