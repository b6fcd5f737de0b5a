/**
 * The rank snapshot catches up after writes by reading only the students noted in rank_changes
 * (migration 0009). Oracle: the order computed here from the rows, with points_changed_at to the
 * microsecond, after random rounds of changes made straight in SQL (as any write path would).
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rows } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { createUser } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { randomGenerator } from '../../test/random.js';
import { FULL_READ_EVERY_MS, rankSnapshot } from './rank-snapshot.js';

const t = useTestApp({ PUBLIC_CACHE: '1' });

type Row = { id: number; points: number; us: bigint; ranked: boolean };

async function oracle() {
  const all = rows<{ id: number; points: number; us: string; ranked: boolean }>(
    await t.db.execute(sql`SELECT id, total_points AS points, suspended_at IS NULL AS ranked,
      (extract(epoch FROM points_changed_at) * 1000000)::bigint::text AS us FROM users`),
  ).map((row): Row => ({ id: Number(row.id), points: Number(row.points), us: BigInt(row.us), ranked: row.ranked }));
  const order = all
    .filter((row) => row.ranked)
    .sort((a, b) => b.points - a.points || (a.us < b.us ? -1 : a.us > b.us ? 1 : 0) || a.id - b.id);
  return { ids: order.map((row) => row.id), totalPoints: order.reduce((sum, row) => sum + row.points, 0) };
}

/** The snapshot a read gets after a write (a write drops the memo; the next read refreshes). */
async function snapshotAfterWrite() {
  t.app.freshness.advance();
  const snapshot = await rankSnapshot(t.app.db);
  if (!snapshot) throw new Error('no snapshot: is the public cache on?');
  return snapshot;
}

async function expectOracleOrder(everId: Iterable<number>) {
  const snapshot = await snapshotAfterWrite();
  const expected = await oracle();
  expect(Array.from(snapshot.order)).toEqual(expected.ids);
  expect(snapshot.totalPoints).toBe(expected.totalPoints);
  for (const id of everId) expect(snapshot.rankOf(id)).toBe(expected.ids.indexOf(id) + 1);
}

const MOMENTS = ['2026-01-01 00:00:00+00', '2026-01-01 00:00:00.000001+00', '2026-02-01 00:00:00+00'];

afterEach(() => vi.useRealTimers());

describe('the rank snapshot after writes', () => {
  it('reads only the students noted since the last refresh and stays in the oracle order', { timeout: 60_000 }, async () => {
    const random = randomGenerator(Number(process.env.RANK_SEED ?? 12));
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const everId = new Set<number>();
    for (let i = 0; i < 30; i++) everId.add((await createUser(t.db)).id);
    await expectOracleOrder(everId);

    for (let round = 0; round < 40; round++) {
      const live = rows<{ id: number }>(await t.db.execute(sql`SELECT id FROM users`)).map((row) => Number(row.id));
      const changes = Math.floor(random() * 4);
      for (let c = 0; c < changes; c++) {
        const id = pick(live);
        const kind = random();
        if (kind < 0.55) {
          await t.db.execute(sql`UPDATE users SET total_points = ${pick([0, 10, 25, 40])},
            points_changed_at = ${pick(MOMENTS)}::timestamptz WHERE id = ${id}`);
        } else if (kind < 0.7) {
          await t.db.execute(sql`UPDATE users SET suspended_at = CASE WHEN suspended_at IS NULL THEN now() END WHERE id = ${id}`);
        } else if (kind < 0.8) {
          await t.db.delete(users).where(eq(users.id, id));
        } else if (kind < 0.9) {
          everId.add((await createUser(t.db, { totalPoints: pick([0, 25]), pointsChangedAt: new Date(pick(MOMENTS)) })).id);
        } else {
          await t.db
            .update(users)
            .set({ bio: `round ${round}` })
            .where(eq(users.id, id)); // no rank key: nothing noted
        }
      }
      await expectOracleOrder(everId);
    }
  });

  it(
    'when every change is a ranked student moving (a submission), each refresh moves them within a copy',
    { timeout: 60_000 },
    async () => {
      const random = randomGenerator(Number(process.env.RANK_SEED ?? 7));
      const ids: number[] = [];
      for (let i = 0; i < 40; i++) ids.push((await createUser(t.db, { totalPoints: 10 * (i % 7) })).id);
      await expectOracleOrder(ids);
      for (let round = 0; round < 40; round++) {
        const held = await snapshotAfterWrite();
        const heldOrder = Array.from(held.order);
        const heldRanks = ids.map((id) => held.rankOf(id));
        // Up, down or to a tie with others, one to five students at once.
        for (let c = 1 + Math.floor(random() * 5); c > 0; c--) {
          const id = ids[Math.floor(random() * ids.length)];
          await t.db.execute(sql`UPDATE users SET total_points = ${Math.floor(random() * 7) * 10},
          points_changed_at = ${MOMENTS[Math.floor(random() * MOMENTS.length)]}::timestamptz WHERE id = ${id}`);
        }
        await expectOracleOrder(ids);
        // What an earlier reader holds is never changed under it.
        expect(Array.from(held.order)).toEqual(heldOrder);
        expect(ids.map((id) => held.rankOf(id))).toEqual(heldRanks);
      }
    },
  );

  it('reads everyone again when the tables were emptied, and every five minutes for changes no trigger noted', async () => {
    const first = await createUser(t.db, { totalPoints: 10 });
    const second = await createUser(t.db, { totalPoints: 5 });
    await expectOracleOrder([first.id, second.id]);

    // Behind the triggers' back (as a restore would be): not noted, so not read at the next refresh...
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE users DISABLE TRIGGER users_rank_moved`);
      await tx.execute(sql`UPDATE users SET total_points = 50 WHERE id = ${second.id}`);
      await tx.execute(sql`ALTER TABLE users ENABLE TRIGGER users_rank_moved`);
    });
    expect((await snapshotAfterWrite()).rankOf(second.id)).toBe(2);
    // ...but at the next full read.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + FULL_READ_EVERY_MS);
    await expectOracleOrder([first.id, second.id]);

    await t.db.execute(sql`TRUNCATE users RESTART IDENTITY CASCADE`);
    const reused = await createUser(t.db, { totalPoints: 1 });
    expect(reused.id).toBe(1);
    await expectOracleOrder([1, 2]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'sees a write that committed after a later one (PostgreSQL: transactions overlap)',
    async () => {
      const slow = await createUser(t.db, { totalPoints: 0 });
      const quick = await createUser(t.db, { totalPoints: 0 });
      const other = await createUser(t.db, { totalPoints: 100 });
      await expectOracleOrder([slow.id, quick.id, other.id]);

      // The slow write changes its student first and commits last.
      let written!: () => void;
      let commit!: () => void;
      const slowWritten = new Promise<void>((resolve) => (written = resolve));
      const committing = new Promise<void>((resolve) => (commit = resolve));
      const slowWrite = t.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE users SET total_points = 300 WHERE id = ${slow.id}`);
        written();
        await committing;
      });
      await slowWritten;
      await t.db.execute(sql`UPDATE users SET total_points = 200 WHERE id = ${quick.id}`);
      const meanwhile = await snapshotAfterWrite();
      expect([meanwhile.rankOf(quick.id), meanwhile.rankOf(other.id), meanwhile.rankOf(slow.id)]).toEqual([1, 2, 3]);

      commit();
      await slowWrite;
      await expectOracleOrder([slow.id, quick.id, other.id]);
      expect((await snapshotAfterWrite()).rankOf(slow.id)).toBe(1);
    },
  );
});
