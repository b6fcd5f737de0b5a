/**
 * The rank rule "by points & time" (docs/product.md#points-and-rank), declared once: the most points first, then whoever
 * reached that total first, then the lower id; only students who are not suspended are ranked.
 * Every order by rank, the JavaScript comparator and the SQL count of who is ahead are generated
 * from RANK_KEYS. The rank index (schema.ts `users_rank_idx`, migration 0008) and the trigger that
 * notes rank-key changes (migration 0009) cannot import it: rank-rule.test.ts holds them to it.
 */
import { asc, desc, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.js';

/**
 * A ranked student's keys as JavaScript numbers (the rank snapshot's form): id, total points, and
 * when the total was reached (points_changed_at in microseconds since the epoch).
 */
export type Standing = { id: number; points: number; reachedAt: number };

type Direction = 'asc' | 'desc';
type RankKey = { column: PgColumn; direction: Direction; standing: keyof Standing };

/** The rank keys, most significant first: a column of `users`, its direction, its Standing field. */
export const RANK_KEYS: readonly RankKey[] = [
  { column: users.totalPoints, direction: 'desc', standing: 'points' },
  { column: users.pointsChangedAt, direction: 'asc', standing: 'reachedAt' },
  { column: users.id, direction: 'asc', standing: 'id' },
];

/** A student is ranked while this column is null (docs/decisions.md "Suspension"). */
export const RANKED_WHILE_NULL: PgColumn = users.suspendedAt;

/** A column of `users`, or of an alias of it in raw SQL. */
const columnOf = (column: PgColumn, alias?: string) =>
  alias ? sql`${sql.identifier(alias)}.${sql.identifier(column.name)}` : sql`${column}`;

/** Who appears in public lists, rankings and totals: every student but the suspended ones. */
export const ranked = isNull(RANKED_WHILE_NULL);

/** `ranked` for an alias of `users` in raw SQL. */
export const rankedIn = (alias: string) => sql`${columnOf(RANKED_WHILE_NULL, alias)} IS NULL`;

/**
 * ORDER BY terms, best first (`reversed`: worst first, the admin's ascending sort by points), on
 * `users` or on an alias of it in raw SQL (`sql.join(terms, sql\`, \`)`).
 */
export function rankOrderBy({ alias, reversed = false }: { alias?: string; reversed?: boolean } = {}): SQL[] {
  return RANK_KEYS.map(({ column, direction }) =>
    (direction === 'asc') !== reversed ? asc(columnOf(column, alias)) : desc(columnOf(column, alias)),
  );
}

/** Rank order for Drizzle's `orderBy(...rankOrder)`. */
export const rankOrder = rankOrderBy();

/** Negative when `a` ranks before `b`, positive when after, 0 for the same keys. */
export function compareStandings(a: Standing, b: Standing): number {
  for (const { standing, direction } of RANK_KEYS) {
    const difference = a[standing] - b[standing];
    if (difference !== 0) return direction === 'asc' ? difference : -difference;
  }
  return 0;
}

/** The keys split where the direction changes: [[points desc], [points_changed_at asc, id asc]]. */
const runs = RANK_KEYS.reduce<RankKey[][]>((list, key) => {
  const last = list.at(-1);
  if (last && last[0].direction === key.direction) last.push(key);
  else list.push([key]);
  return list;
}, []);

const row = (keys: RankKey[], alias: string) =>
  sql`(${sql.join(
    keys.map((key) => columnOf(key.column, alias)),
    sql`, `,
  )})`;

/**
 * SQL: how many ranked students are ahead of the `users` row aliased `of`. Ahead means equal on
 * the earlier runs of keys and ahead on one run, a row comparison; one count per run, so each is a
 * range of the rank index (for the rule: more points, plus equal points and an earlier
 * (points_changed_at, id)), never a pass over every student.
 */
export function countAhead(of: string): SQL {
  const counts = runs.map((run, i) => {
    const equalBefore = runs.slice(0, i).map((keys) => sql` AND ${row(keys, 'ahead')} = ${row(keys, of)}`);
    const ahead = sql.raw(run[0].direction === 'desc' ? '>' : '<');
    return sql`(SELECT COUNT(*) FROM ${users} ahead WHERE ${rankedIn('ahead')}${sql.join(equalBefore)}
      AND ${row(run, 'ahead')} ${ahead} ${row(run, of)})`;
  });
  return sql.join(counts, sql` + `);
}
