/**
 * A prepared query answers as the same query run plain (the oracle), whatever its arguments hold,
 * inside a transaction too, and on PGlite after the database forgot its prepared statements; on
 * PGlite the statements a submission runs are prepared once, in the database's own catalogue.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { call, userToken } from '../test/http.js';
import { createCourse, createProject, createUser, enroll, STUDENT_PASSWORD } from '../test/factories.js';
import { rows, type Executor } from './client.js';
import { idArray, boolArray } from './ids.js';
import { executePrepared, prepareOnce } from './prepared.js';
import { users } from './schema.js';

const t = useTestApp();
const columns = { id: users.id, name: users.name, created_at: users.createdAt };
const byName = prepareOnce('test_by_name', (db) =>
  db
    .select(columns)
    .from(users)
    .where(eq(users.name, sql.placeholder('name')))
    .limit(sql.placeholder('limit')),
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

  it("is built once, and runs inside each transaction on the transaction's own connection", async () => {
    let builds = 0;
    const counted = prepareOnce('test_built_once', (db) => {
      builds += 1;
      return db
        .select(columns)
        .from(users)
        .where(eq(users.name, sql.placeholder('name')));
    });
    expect(await counted(t.db).execute({ name: 'Zed' })).toEqual([]);
    for (const name of ['Zed', 'Yan']) {
      // Uncommitted: only the transaction's connection sees the row.
      const seen = await t.db.transaction(async (tx) => {
        await tx.insert(users).values({ name, email: `${name}@academy.test`, passwordHash: 'x' });
        return counted(tx).execute({ name });
      });
      expect(seen.map((user) => user.name)).toEqual([name]);
    }
    expect(builds).toBe(1);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)('prepares again on PGlite once the database forgot it', async () => {
    await t.db.insert(users).values({ name: 'Ada', email: 'ada@academy.test', passwordHash: 'x' });
    const expected = await plain(t.db, 'Ada');
    expect(await byName(t.db).execute({ name: 'Ada', limit: 5 })).toEqual(expected);
    await t.db.execute(sql`DEALLOCATE ALL`);
    expect(await byName(t.db).execute({ name: 'Ada', limit: 5 })).toEqual(expected);
  });
});

const onPglite = !process.env.TEST_DATABASE_URL;
/** The statements PREPAREd on PGlite's one session whose name starts with `prefix`. */
const preparedNamed = async (prefix: string) =>
  rows<{ name: string }>(await t.db.execute(sql`SELECT name FROM pg_prepared_statements WHERE name LIKE ${`${prefix}%`}`));

describe('executePrepared', () => {
  // One text per name: a name is given to a text once (the first).
  const statement = (text: string, ids: number[], seven = 'seven') =>
    sql`SELECT ${text}::text AS text, cardinality(${idArray(ids)}) AS ids, (${boolArray([true, false])})[2] AS second, 7 AS ${sql.identifier(seven)}`;

  it('answers as the plain statement, with quotes, backslashes, arrays and no parameters at all, in and out of a transaction', async () => {
    for (const text of ["O'Brien", 'back\\slash $1', "''; DROP TABLE users; --"]) {
      const expected = rows(await t.db.execute(statement(text, [3, 1, 2])));
      expect(expected).toEqual([{ text, ids: 3, second: false, seven: 7 }]);
      expect(rows(await executePrepared(t.db, 'test_statement', statement(text, [3, 1, 2])))).toEqual(expected);
      const inTransaction = await t.db.transaction((tx) => executePrepared(tx, 'test_statement', statement(text, [3, 1, 2])));
      expect(rows(inTransaction)).toEqual(expected);
    }
    expect(rows(await executePrepared(t.db, 'test_constant', sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
  });

  it.skipIf(!onPglite)('prepares once on PGlite, in a transaction rolled back too, and runs it after', async () => {
    const undone = t.db.transaction(async (tx) => {
      await executePrepared(tx, 'test_rolled_back', statement('first', [1], 'sept'));
      throw new Error('undone');
    });
    await expect(undone).rejects.toThrow('undone');
    expect(await preparedNamed('test_rolled_back')).toHaveLength(1);
    // Known as prepared: not prepared again (which would fail, and abort a transaction).
    const again = await t.db.transaction((tx) => executePrepared(tx, 'test_rolled_back', statement('again', [1, 2], 'sept')));
    expect(rows(again)).toEqual([{ text: 'again', ids: 2, second: false, sept: 7 }]);
    expect(await preparedNamed('test_rolled_back')).toHaveLength(1);
  });

  it.skipIf(!onPglite)("runs a student's submission as statements prepared on PGlite", async () => {
    const course = await createCourse(t.db);
    const [first, second] = [await createProject(t.db, course.id), await createProject(t.db, course.id)];
    const student = await createUser(t.db);
    await enroll(t.db, student.id, course.id);
    const token = await userToken(t.app, student.email, STUDENT_PASSWORD);
    const url = "https://github.com/ada/it's-mine?a=1&b='2'";
    for (const project of [first, second]) {
      const reply = await call(t.app, 'POST', '/api/front/user-projects', { token, body: { project_id: project.id, url } });
      expect(reply.status).toBe(201);
      expect(reply.body.project.url).toBe(url);
    }
    for (const name of ['lock_users_figures_', 'project_to_submit_', 'insert_submission_', 'add_to_figures_']) {
      expect(await preparedNamed(name), name).toHaveLength(1);
    }
  });
});
