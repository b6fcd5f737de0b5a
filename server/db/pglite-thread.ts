/**
 * The embedded database in a thread of its own (docs/decisions.md "The embedded database runs in
 * a worker thread"): PGlite runs a statement synchronously, so in the main thread a 20 s bulk
 * statement froze every answer, health and cached public pages included. `PgliteThread` stands in
 * for the PGlite instance that drizzle-orm/pglite drives (`query`, `exec`, `transaction` and its
 * tx object, `waitReady`, `closed`, `close`); pglite-worker.ts owns the real one.
 */
import { Worker } from 'node:worker_threads';
import type { Results, RowMode, Transaction } from '@electric-sql/pglite';

export type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode?: RowMode; rawTypes: number[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };
type RequestBody = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

export type WireError = { message: string; database?: boolean; fields: Record<string, string | number | boolean> };
export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

/** PGlite's error in the main thread: the same fields (code, detail, constraint, table, ...). */
export class DatabaseError extends Error {
  [field: string]: unknown;
}

type QueryOptions = { rowMode?: RowMode; parsers?: Record<number, unknown> };
type Executor = Pick<Transaction, 'query' | 'exec'>;

/** The worker runs TypeScript source under tsx (tests, `npm start`) with tsx's loader registered in its own thread. */
const entry = new URL('./pglite-worker.ts', import.meta.url).href;
const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;

/**
 * Binary parameters are copied to their own buffer: a Buffer is often a view into a larger pool,
 * and posting a view copies the whole buffer beneath it.
 */
const ownBuffer = (value: unknown) =>
  value instanceof Uint8Array && value.byteLength !== value.buffer.byteLength ? new Uint8Array(value) : value;

export class PgliteThread {
  readonly waitReady: Promise<void>;
  /** The thread (private; tests end it abruptly to stand for a crash). */
  private readonly worker: Worker;
  #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void; sql?: string; params?: unknown[] }
  >();
  #nextId = 1;
  /** Transactions begun and not yet ended: between two of their statements nothing is pending. */
  #openTransactions = 0;
  #closing = false;
  /** Set once the thread is gone (closed or crashed): every request is refused with it. */
  #ended: Error | undefined;
  #exited: Promise<void>;
  /**
   * The statements PREPAREd on this database's one session (db/prepared.ts): a PREPARE outlives
   * the transaction it ran in, rolled back or not, and one made twice would abort that transaction.
   */
  readonly preparedNames = new Set<string>();

  /**
   * `dataDir`: the pgdata folder; none for a database in memory. `template`: a file of PGlite's
   * `dumpDataDir` the database starts as (tests: initdb in WebAssembly costs seconds per database).
   */
  constructor(dataDir?: string, template?: string) {
    this.worker = new Worker(bootstrap, { eval: true, workerData: { dataDir, template } });
    this.worker.on('message', (reply: Reply) => this.#settle(reply));
    // An uncaught error in the thread (a WebAssembly abort) ends it: nothing waits forever.
    this.worker.on('error', (error) => this.#end(new Error(`The embedded database stopped: ${error.message}`, { cause: error })));
    this.#exited = new Promise((resolve) =>
      this.worker.once('exit', (code) => {
        this.#end(new Error(`The embedded database stopped (thread exit code ${code})`));
        resolve();
      }),
    );
    this.waitReady = new Promise<unknown>((resolve, reject) => this.#pending.set(0, { resolve, reject })).then(() => undefined);
    // Refused when nobody waits for it: the first query then fails with the same error.
    this.waitReady.catch(() => undefined);
  }

  get closed(): boolean {
    return this.#closing || this.#ended !== undefined;
  }

  /** True while the thread works on a request (or a transaction is open): a new statement would wait. */
  get busy(): boolean {
    return this.#pending.size > 0 || this.#openTransactions > 0;
  }

  /**
   * Whether the database answers, for health checks: a round trip when the thread is idle; while
   * it works through a statement, its being alive (a `SELECT 1` would wait for that statement).
   */
  async ping(): Promise<void> {
    if (this.#ended) throw this.#ended;
    if (!this.busy) await this.query('SELECT 1');
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options);
  }

  exec(sql: string): Promise<Array<Results>> {
    return this.#request({ op: 'exec', sql }, sql) as Promise<Array<Results>>;
  }

  async transaction<T>(
    work: (
      tx: Executor & { rollback: () => Promise<void>; readonly closed: boolean; readonly preparedNames: Set<string> },
    ) => Promise<T>,
  ): Promise<T> {
    const id = (await this.#request({ op: 'begin' })) as number;
    this.#openTransactions++;
    let closed = false;
    const end = (commit: boolean) => {
      closed = true;
      return this.#request({ op: 'end', tx: id, commit }).finally(() => this.#openTransactions--);
    };
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => (
        open(),
        this.#query<R>(sql, params ?? [], options, id)
      ),
      exec: (sql: string) => (open(), this.#request({ op: 'exec', sql, tx: id }, sql) as Promise<Array<Results>>),
      rollback: async () => (open(), void (await end(false))),
      preparedNames: this.preparedNames,
      get closed() {
        return closed;
      },
    };
    try {
      const result = await work(tx);
      if (!closed) await end(true);
      return result;
    } catch (error) {
      if (!closed) await end(false);
      throw error;
    }
  }

  /** Closes the database and ends its thread. */
  async close(): Promise<void> {
    if (!this.#ended && !this.#closing) {
      this.#closing = true;
      await this.#request({ op: 'close' }).catch(() => undefined);
    }
    await this.#exited;
  }

  #query<T>(sql: string, params: unknown[], options: QueryOptions | undefined, tx?: number): Promise<Results<T>> {
    const rawTypes = Object.keys(options?.parsers ?? {}).map(Number);
    const body = { op: 'query' as const, sql, params: params.map(ownBuffer), rowMode: options?.rowMode, rawTypes, tx };
    return this.#request(body, sql, params) as Promise<Results<T>>;
  }

  #request(body: RequestBody, sql?: string, params?: unknown[]): Promise<unknown> {
    if (this.#ended) return Promise.reject(this.#ended);
    if (this.#closing && body.op !== 'close') return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.worker.ref();
      this.#pending.set(id, { resolve, reject, sql, params });
      this.worker.postMessage({ ...body, id });
    });
  }

  #settle(reply: Reply) {
    const waiting = this.#pending.get(reply.id);
    if (!waiting) return;
    this.#pending.delete(reply.id);
    // Idle, the thread does not keep the process alive (as PGlite in the main thread did not);
    // closing, it does until it has exited, which `close()` waits for.
    if (this.#pending.size === 0 && !this.#closing) this.worker.unref();
    if (reply.ok) return waiting.resolve(reply.value);
    const { message, database, fields } = reply.error;
    const error = database ? new DatabaseError(message) : new Error(message);
    // As PGlite does, a failed statement's error also names the statement and its parameters.
    waiting.reject(Object.assign(error, fields, waiting.sql === undefined ? {} : { query: waiting.sql, params: waiting.params }));
  }

  #end(reason: Error) {
    this.#ended ??= reason;
    for (const waiting of this.#pending.values()) waiting.reject(reason);
    this.#pending.clear();
  }
}
