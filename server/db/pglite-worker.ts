/**
 * The thread that owns the embedded database (started by pglite-thread.ts): PGlite runs each
 * statement synchronously in WebAssembly, so here a long one blocks only this thread, not the
 * server's answers from memory or its health.
 *
 * Requests are handled as they arrive, not one after another: a statement of an open transaction
 * must reach PGlite while a statement outside it waits in PGlite's own queue for that transaction
 * to end, exactly as when PGlite ran in the main thread.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { messages, PGlite, type Transaction } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options.js';
import type { Reply, Request, WireError } from './pglite-thread.js';

const port = parentPort!;
const { dataDir, template } = workerData as { dataDir?: string; template?: string };
const pglite = new PGlite({
  ...pgliteOptions,
  dataDir,
  loadDataDir: template === undefined ? undefined : new Blob([readFileSync(template)]),
});

/** Open transactions by the id of the request that began them, until their end arrives. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>();

const send = (reply: Reply) => port.postMessage(reply);

/** Every field of PGlite's DatabaseError (code, detail, constraint, ...) or a file system error (code, errno). */
function toWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: WireError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    // `params` and `queryOptions` (which holds functions) stay here: the main thread has its own params.
    if (key === 'params' || key === 'queryOptions') continue;
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean;
  }
  return { message: error.message, database: error instanceof messages.DatabaseError, fields };
}

/**
 * drizzle-orm/pglite passes parsers that leave some types as text (dates, times, intervals and
 * their arrays: its session.js). Functions cannot cross threads, so the main thread sends the type
 * ids and they are kept as text here; a parser doing anything else would be ignored.
 */
const keepText = (value: string) => value;
const parsersFor = (rawTypes: number[]) => Object.fromEntries(rawTypes.map((type) => [type, keepText]));

function executorOf(txId: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (txId === undefined) return pglite;
  const open = transactions.get(txId);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

function begin(id: number) {
  let begun = false;
  let end!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (end = resolve));
  const done = pglite.transaction(async (tx) => {
    transactions.set(id, { tx, end, done });
    begun = true;
    send({ id, ok: true, value: id });
    if (!(await decided)) await tx.rollback();
  });
  done.then(
    () => transactions.delete(id),
    (error: unknown) => {
      transactions.delete(id);
      // Before BEGIN succeeded the failure is the begin request's; later it is the end request's.
      if (!begun) send({ id, ok: false, error: toWire(error) });
    },
  );
}

async function handle(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const options = { rowMode: request.rowMode, parsers: parsersFor(request.rawTypes) };
      return executorOf(request.tx).query(request.sql, request.params, options);
    }
    case 'exec':
      return executorOf(request.tx).exec(request.sql);
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('Transaction is closed');
      open.end(request.commit);
      await open.done;
      return undefined;
    }
    case 'close':
      await pglite.close();
      return undefined;
  }
}

port.on('message', (request: Request) => {
  if (request.op === 'begin') return begin(request.id);
  handle(request).then(
    (value) => {
      send({ id: request.id, ok: true, value });
      if (request.op === 'close') process.exit(0);
    },
    (error: unknown) => send({ id: request.id, ok: false, error: toWire(error) }),
  );
});

pglite.waitReady.then(
  () => send({ id: 0, ok: true, value: undefined }),
  (error: unknown) => send({ id: 0, ok: false, error: toWire(error) }),
);
