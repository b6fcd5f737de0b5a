/**
 * The embedded database behind a thread hop (pglite-thread.ts) behaves as PGlite in the main
 * thread did: values of every kind the app stores come back unchanged, errors keep PostgreSQL's
 * fields, transactions commit, roll back and make other statements wait, and a thread that dies
 * or closes never leaves a request waiting.
 */
import type { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, rows, type DatabaseHandle } from './client.js';
import { PgliteThread } from './pglite-thread.js';
import { withRetries } from './retry.js';
import { courses, uploads } from './schema.js';
import { within } from '../test/within.js';

const runs = !process.env.TEST_DATABASE_URL;

/** The error beneath Drizzle's DrizzleQueryError, as the app's checks read it (`code`, or `cause.code`). */
async function failureOf(work: Promise<unknown>): Promise<Record<string, unknown>> {
  const error = await work.then(
    () => undefined,
    (failed: unknown) => failed as Error & { cause?: Record<string, unknown> },
  );
  expect(error).toBeInstanceOf(Error);
  return error?.cause ?? { ...error };
}

describe.runIf(runs)('the embedded database in its thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ inMemory: true, template: inject('pgliteTemplate') });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('returns bytes, times, big integers and JSON as they were stored', async () => {
    const { db } = handle;
    // A Buffer cut from a larger one, as multipart hands them over.
    const bytes = Buffer.from(Buffer.alloc(10_000, 7).subarray(100, 2_100));
    bytes[0] = 0;
    bytes[1999] = 255;
    const createdAt = new Date('2024-02-29T23:59:58.123Z');
    await db.insert(uploads).values({ name: 'a.png', contentType: 'image/png', bytes, size: bytes.length, createdAt });
    const [stored] = await db.select().from(uploads).where(eq(uploads.name, 'a.png'));
    expect(Buffer.compare(stored.bytes, bytes)).toBe(0);
    expect(stored.createdAt.toISOString()).toBe(createdAt.toISOString());

    const [row] = rows<Record<string, unknown>>(
      await db.execute(sql`SELECT ${9_007_199_254_740_993n}::int8 AS big, ${createdAt}::timestamptz = '2024-02-29T23:59:58.123Z' AS same,
        ${JSON.stringify({ a: [1, 'é'] })}::jsonb AS doc, ${Buffer.from('hi')}::bytea AS short, '1 day'::interval AS span`),
    );
    expect(row).toEqual({
      big: 9_007_199_254_740_993n,
      same: true,
      doc: { a: [1, 'é'] },
      short: new Uint8Array([104, 105]),
      span: '1 day',
    });
  });

  it("keeps PostgreSQL's error fields, which the app's checks read", async () => {
    const { db } = handle;
    await db.insert(uploads).values({ name: 'twice.png', contentType: 'image/png', bytes: Buffer.from([1]), size: 1 });
    const duplicate = await failureOf(
      db.insert(uploads).values({ name: 'twice.png', contentType: 'image/png', bytes: Buffer.from([1]), size: 1 }),
    );
    expect(duplicate).toMatchObject({
      code: '23505',
      constraint: 'uploads_pkey',
      table: 'uploads',
      schema: 'public',
      severity: 'ERROR',
      detail: 'Key (name)=(twice.png) already exists.',
      query: expect.stringContaining('insert into "uploads"'),
    });
    expect((await failureOf(db.execute(sql`SELECT 1 / ${0}::int`))).code).toBe('22012');
  });

  it('retries a transaction that failed a serialization check, then commits it once', async () => {
    const { db } = handle;
    let attempts = 0;
    await withRetries(() =>
      db.transaction(async (tx) => {
        attempts += 1;
        await tx.insert(courses).values({ title: `Retried ${attempts}` });
        if (attempts === 1) await tx.execute(sql`DO $$ BEGIN RAISE EXCEPTION 'conflict' USING ERRCODE = '40001'; END $$`);
      }),
    );
    expect(attempts).toBe(2);
    const titles = await db.select({ title: courses.title }).from(courses);
    expect(titles.map((course) => course.title).filter((title) => title.startsWith('Retried'))).toEqual(['Retried 2']);
  });

  it('commits, rolls back, and makes statements outside a transaction wait for its end', async () => {
    const { db } = handle;
    await db.execute(sql`CREATE TABLE marks (n int)`);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO marks VALUES (1)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');

    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO marks VALUES (2)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO marks VALUES (3)`);
          throw new Error('only the savepoint');
        })
        .catch(() => undefined);
      outside = db.execute(sql`SELECT array_agg(n ORDER BY n) AS marks FROM marks`);
      // The statement outside waits while this transaction goes on writing.
      await tx.execute(sql`INSERT INTO marks VALUES (4)`);
    });
    expect(rows(await outside)).toEqual([{ marks: [2, 4] }]);
  });

  it('answers health at once while a transaction is open between two of its statements', async () => {
    const client = (handle.db as unknown as { $client: PgliteThread }).$client;
    let pinged = Number.NaN;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      const started = performance.now();
      // Nothing is in the thread now, yet a `SELECT 1` would wait for this transaction's end.
      const ping = client.ping().then(() => (pinged = performance.now() - started));
      await within(ping, 1_000, undefined);
    });
    expect(pinged).toBeLessThan(500);
  });
});

describe.runIf(runs)('the thread ending', () => {
  it('rejects the waiting statements when the thread dies, and every later one', async () => {
    const client = new PgliteThread();
    await client.waitReady;
    const waiting = client.query('SELECT pg_sleep(2)');
    await (client as unknown as { worker: Worker }).worker.terminate();
    await expect(waiting).rejects.toThrow('The embedded database stopped');
    await expect(client.query('SELECT 1')).rejects.toThrow('The embedded database stopped');
    await expect(client.ping()).rejects.toThrow('The embedded database stopped');
    await client.close();
  });

  it('closes the database and ends the thread', async () => {
    const client = new PgliteThread();
    expect((await client.query<{ n: number }>('SELECT 1 AS n')).rows).toEqual([{ n: 1 }]);
    await client.close();
    expect(client.closed).toBe(true);
    // -1: the thread is no longer running.
    expect((client as unknown as { worker: Worker }).worker.threadId).toBe(-1);
    await expect(client.query('SELECT 1')).rejects.toThrow();
  });
});
