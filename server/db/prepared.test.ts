/**
 * A query built once answers as the same query run plain (the oracle), whatever its arguments
 * hold, inside a transaction too, and on PGlite after the database forgot its prepared statements.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import type { Executor } from './client.js';
import { prepareOnce } from './prepared.js';
import { users } from './schema.js';

const t = useTestApp();
const columns = { id: users.id, name: users.name, created_at: users.createdAt };
const byName = prepareOnce((db) =>
  db
    .select(columns)
    .from(users)
    .where(eq(users.name, sql.placeholder('name')))
    .limit(sql.placeholder('limit'))
    .prepare('test_by_name'),
);
const plain = (db: Executor, name: string) => db.select(columns).from(users).where(eq(users.name, name)).limit(5);

describe('prepareOnce', () => {
  it('answers as the plain query, with quotes and backslashes in an argument, in and out of a transaction', async () => {
    const names = ["O'Brien", 'back\\slash', "''; DROP TABLE users; --"];
    await t.db.insert(users).values(names.map((name, i) => ({ name, email: `u${i}@academy.test`, passwordHash: 'x' })));
    for (const name of names) {
      const expected = await plain(t.db, name);
      expect(expected).toHaveLength(1);
      expect(await byName(t.db).execute({ name, limit: 5 })).toEqual(expected);
      expect(await t.db.transaction((tx) => byName(tx).execute({ name, limit: 5 }))).toEqual(expected);
    }
    expect(await byName(t.db).execute({ name: 'nobody', limit: 5 })).toEqual([]);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)('prepares again on PGlite once the database forgot it', async () => {
    await t.db.insert(users).values({ name: 'Ada', email: 'ada@academy.test', passwordHash: 'x' });
    const expected = await plain(t.db, 'Ada');
    expect(await byName(t.db).execute({ name: 'Ada', limit: 5 })).toEqual(expected);
    await t.db.execute(sql`DEALLOCATE ALL`);
    expect(await byName(t.db).execute({ name: 'Ada', limit: 5 })).toEqual(expected);
  });
});
