/**
 * The rank rule's declaration (rank-rule.ts) against what cannot import it: the rank index in
 * schema.ts and in the running database, and the trigger that notes rank-key changes (migration
 * 0009). Then what is generated from it against an order written out by hand.
 */
import { sql, SQL } from 'drizzle-orm';
import { getTableConfig, PgDialect, type IndexedColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';
import { createUser } from '../../test/factories.js';
import { ranksOf } from './rank.js';
import {
  compareStandings,
  countAhead,
  RANK_KEYS,
  RANKED_WHILE_NULL,
  ranked,
  rankedIn,
  rankOrder,
  rankOrderBy,
  type Standing,
} from './rank-rule.js';

const t = useTestApp();

/** An index term as `column DIRECTION`, whichever way it was written. */
const term = (text: string) => {
  const plain = text
    .replace(/"users"\./g, '')
    .replace(/"/g, '')
    .trim();
  return /\s(ASC|DESC)$/i.test(plain) ? plain.replace(/\s(asc|desc)$/i, (way) => way.toUpperCase()) : `${plain} ASC`;
};
const declared = {
  terms: RANK_KEYS.map(({ column, direction }) => `${column.name} ${direction.toUpperCase()}`),
  where: `${RANKED_WHILE_NULL.name} IS NULL`,
};

describe('the rank keys, declared once, hold the index and the trigger', () => {
  it('schema.ts declares users_rank_idx on the rank keys, for ranked students only', () => {
    const dialect = new PgDialect();
    const index = getTableConfig(users).indexes.find((i) => i.config.name === 'users_rank_idx');
    const terms = index!.config.columns.map((column) =>
      column instanceof SQL
        ? term(dialect.sqlToQuery(column).sql)
        : `${(column as IndexedColumn).name} ${((column as IndexedColumn).indexConfig.order ?? 'asc').toUpperCase()}`,
    );
    expect({ terms, where: term(dialect.sqlToQuery(index!.config.where!).sql).replace(/ ASC$/, '') }).toEqual(declared);
  });

  it('the running database has that index (pg_indexes)', async () => {
    const [row] = rows<{ indexdef: string }>(
      await t.db.execute(sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'users' AND indexname = 'users_rank_idx'`),
    );
    const [, columns, where] = /USING btree \((.*?)\)(?: WHERE \((.*)\))?$/.exec(row.indexdef)!;
    expect({ terms: columns.split(', ').map(term), where }).toEqual(declared);
  });

  it('the trigger notes a change of every rank key that can change, and of being ranked (pg_trigger)', async () => {
    const [row] = rows<{ columns: string[]; definition: string }>(
      await t.db.execute(sql`
        SELECT (SELECT array_agg(a.attname::text ORDER BY a.attnum) FROM pg_attribute a
                WHERE a.attrelid = tg.tgrelid AND a.attnum = ANY(tg.tgattr::int2[])) AS columns,
          pg_get_triggerdef(tg.oid) AS definition
        FROM pg_trigger tg WHERE tg.tgname = 'users_rank_moved'`),
    );
    // Ids never change; every other key, and the column that says who is ranked, must be noted.
    const expected = [...RANK_KEYS.filter((key) => !key.column.primary).map((key) => key.column.name), RANKED_WHILE_NULL.name];
    expect([...row.columns].sort()).toEqual([...expected].sort());
    const compared = new Set([...row.definition.matchAll(/\bnew\.(\w+)/gi)].map((match) => match[1]));
    expect([...compared].sort()).toEqual([...expected].sort());
  });
});

/**
 * The oracle: students with their keys, and their order written out by hand (most points, then
 * the earlier moment, then the lower id; G is suspended). Never derived from the rule.
 */
const students = [
  { name: 'A', points: 10, at: '2026-03-01T03:00:00.000Z' },
  { name: 'B', points: 25, at: '2026-03-01T05:00:00.000Z' },
  { name: 'C', points: 10, at: '2026-03-01T01:00:00.000Z' },
  { name: 'D', points: 0, at: '2026-03-01T00:30:00.000Z' },
  { name: 'E', points: 10, at: '2026-03-01T01:00:00.000Z' },
  { name: 'F', points: 25, at: '2026-03-01T05:00:00.000Z' },
  { name: 'G', points: 40, at: '2026-03-01T00:00:00.000Z', suspended: true },
];
const ORACLE = ['B', 'F', 'C', 'E', 'A', 'D'];

describe('what is generated from the keys orders as the oracle', () => {
  it('compareStandings', () => {
    const standings: (Standing & { name: string })[] = students
      .filter((student) => !student.suspended)
      .map((student, i) => ({ id: i + 1, name: student.name, points: student.points, reachedAt: Date.parse(student.at) * 1000 }));
    for (const start of [0, 2, 5]) {
      const shuffled = [...standings.slice(start), ...standings.slice(0, start)];
      expect([...shuffled].sort(compareStandings).map((s) => s.name)).toEqual(ORACLE);
      expect(
        [...shuffled]
          .reverse()
          .sort(compareStandings)
          .map((s) => s.name),
      ).toEqual(ORACLE);
    }
    expect(compareStandings(standings[2], { ...standings[2] })).toBe(0);
  });

  it('the SQL orders (reversed too), the count of who is ahead, and ranks in a transaction', async () => {
    const names = new Map<number, string>();
    for (const student of students) {
      const user = await createUser(t.db, {
        name: student.name,
        totalPoints: student.points,
        pointsChangedAt: new Date(student.at),
        suspendedAt: student.suspended ? new Date() : null,
      });
      names.set(user.id, student.name);
    }
    const named = (list: { id: number }[]) => list.map((row) => names.get(Number(row.id)));

    expect(
      named(
        await t.db
          .select({ id: users.id })
          .from(users)
          .where(ranked)
          .orderBy(...rankOrder),
      ),
    ).toEqual(ORACLE);
    const aliased = async (reversed: boolean) =>
      named(
        rows<{ id: number }>(
          await t.db.execute(
            sql`SELECT u.id FROM users u WHERE ${rankedIn('u')} ORDER BY ${sql.join(rankOrderBy({ alias: 'u', reversed }), sql`, `)}`,
          ),
        ),
      );
    expect(await aliased(false)).toEqual(ORACLE);
    expect(await aliased(true)).toEqual([...ORACLE].reverse());

    const counted = rows<{ id: number; ahead: number }>(
      await t.db.execute(sql`SELECT u.id, ${countAhead('u')} AS ahead FROM users u WHERE ${rankedIn('u')}`),
    );
    expect(Object.fromEntries(counted.map((row) => [names.get(Number(row.id)), Number(row.ahead)]))).toEqual(
      Object.fromEntries(ORACLE.map((name, i) => [name, i])),
    );

    const inTransaction = await t.db.transaction((tx) => ranksOf(tx, [...names.keys()]));
    expect(Object.fromEntries([...inTransaction].map(([id, rank]) => [names.get(id), rank]))).toEqual(
      Object.fromEntries(ORACLE.map((name, i) => [name, i + 1])),
    );
  });
});
