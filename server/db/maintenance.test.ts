/**
 * The embedded database has no autovacuum: the site tidies it itself, so the planner knows how the
 * tables grew (oracle: PostgreSQL's own statistics view, pg_stats).
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rows, openDatabase, type DatabaseHandle } from './client.js';
import { maintainEmbeddedDatabase } from './maintenance.js';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const knownColumns = async (db: DatabaseHandle['db']) =>
  rows<{ attname: string }>(
    await db.execute(sql`SELECT attname FROM pg_stats WHERE tablename = 'users' AND attname IN ('suspended_at', 'total_points')`),
  ).map((row) => row.attname);

describe('the embedded database at start', () => {
  it('is analyzed: the planner knows how many students there are and how their columns spread', async () => {
    handle = await openDatabase({ inMemory: true });
    await handle.db.execute(sql`INSERT INTO users (name, email, password_hash, total_points)
      SELECT 'Student ' || g, 'student' || g || '@academy.test', 'x', g % 50 FROM generate_series(1, 2000) g`);
    expect(await knownColumns(handle.db)).toEqual([]);

    const logged: string[] = [];
    const maintenance = await maintainEmbeddedDatabase(handle, {
      info: (_: unknown, text: string) => logged.push(text),
      warn: () => undefined,
    } as never);
    await maintenance.stop();

    expect((await knownColumns(handle.db)).sort()).toEqual(['suspended_at', 'total_points']);
    const [users] = rows<{ reltuples: number }>(
      await handle.db.execute(sql`SELECT reltuples FROM pg_class WHERE relname = 'users'`),
    );
    expect(Number(users.reltuples)).toBe(2000);
    expect(logged).toEqual(['embedded database vacuumed and analyzed']);
  });
});
