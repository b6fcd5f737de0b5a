/**
 * Statements sent ahead: on PostgreSQL a transaction's begin, figures lock and commit announcement
 * are written without waiting for their answers (watched on the connection's socket), and on
 * either engine an error of such a statement still fails the transaction and keeps nothing of it.
 */
import type { Duplex } from 'node:stream';
import { count, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { createUser } from '../test/factories.js';
import { lockUsersFigures } from '../modules/progress/locks.js';
import type { Executor } from './client.js';
import { sendAhead } from './prepared.js';
import { users } from './schema.js';

const t = useTestApp();
/** The error Drizzle throws for a failed statement, its cause PostgreSQL's. */
const divisionByZero = { cause: expect.objectContaining({ message: 'division by zero' }) };
const usersNamed = async (name: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(users)
      .where(sql`name = ${name}`)
  )[0].n;

/** The socket of the connection a PostgreSQL transaction runs on (node-postgres's). */
const socketOf = (tx: Executor) =>
  (tx._.session as unknown as { client: { connection: { stream: Duplex } } }).client.connection.stream;

it.skipIf(!process.env.TEST_DATABASE_URL)(
  'writes the figures lock with the statement after it, and the announcement with the commit: one wait each',
  async () => {
    const ada = await createUser(t.db);
    // What the connection's socket did, in order, each run of writes or of reads counted once.
    const events: string[] = [];
    const note = (event: string) => events.at(-1) !== event && events.push(event);
    const read = () => note('read');
    let socket!: Duplex;
    let original!: Duplex['write'];
    await t.db.transaction(async (tx) => {
      socket = socketOf(tx);
      original = socket.write.bind(socket);
      socket.write = ((...args: Parameters<Duplex['write']>) => (note('write'), original(...args))) as Duplex['write'];
      socket.on('data', read);
      expect(await lockUsersFigures(tx, [ada.id])).toEqual(new Set([ada.id]));
      await tx
        .update(users)
        .set({ name: 'Ada L.' })
        .where(sql`id = ${ada.id}`);
    });
    socket.write = original;
    socket.off('data', read);
    // Awaited one by one, the lock, the rows' lock, the update, the announcement and the commit
    // would be five writes each followed by its answer.
    expect(events).toEqual(['write', 'read', 'write', 'read', 'write', 'read']);
    expect(await usersNamed('Ada L.')).toBe(1);
  },
);

it('fails the transaction with the error of a statement sent ahead, and keeps none of its changes', async () => {
  await createUser(t.db, { name: 'Kept' });
  const failing = (tx: Executor) => sendAhead(tx, 'test_failing', sql`SELECT 1 / (SELECT count(*) - count(*) FROM users)`);
  // Followed by a statement: its answer carries the error.
  await expect(
    t.db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'Changed' });
      await failing(tx);
      await tx.execute(sql`SELECT 1`);
    }),
  ).rejects.toMatchObject(divisionByZero);
  // Last before the commit, which would then only roll back: the transaction still fails.
  await expect(
    t.db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'Changed' });
      await failing(tx);
    }),
  ).rejects.toMatchObject(divisionByZero);
  expect(await usersNamed('Changed')).toBe(0);
  expect(await usersNamed('Kept')).toBe(1);
});

it.skipIf(!process.env.TEST_DATABASE_URL)(
  'sends the statements called in one go in one write to the socket (one system call, not one per statement)',
  async () => {
    const ada = await createUser(t.db);
    // The socket's own writes (each one system call), as Node's streams call them.
    type Writer = (this: unknown, ...args: never[]) => unknown;
    type Writes = Record<'_write' | '_writev', Writer | undefined>;
    let socket!: Writes;
    const originals: Partial<Writes> = {};
    let writes = 0;
    await t.db.transaction(async (tx) => {
      socket = socketOf(tx) as unknown as Writes;
      for (const name of ['_write', '_writev'] as const) {
        const original = socket[name]!;
        originals[name] = original;
        socket[name] = (...args: never[]) => (writes++, original.apply(socket, args));
      }
      // The begin (sent ahead), the figures' lock and the rows' lock: one write.
      await lockUsersFigures(tx, [ada.id]);
      expect(writes).toBe(1);
      await Promise.all([tx.execute(sql`SELECT 1`), tx.execute(sql`SELECT 2`), tx.execute(sql`SELECT 3`)]);
      expect(writes).toBe(2);
    });
    Object.assign(socket, originals);
  },
);
