/**
 * Statements written without waiting for the answer of the one before (PostgreSQL).
 *
 * On a busy server each round trip to the database is a turn of the event loop behind every
 * other request's work, and a submission made ten of them (issue 24). node-postgres's pipeline
 * mode writes each statement at once: a transaction's statements called together (`Promise.all`)
 * are written together and answered together, and PostgreSQL still runs them one after the
 * other, in the order they were called, so a lock is held before the statement after it runs.
 * On top of it, this client answers at once, with no rows, the statements whose answer nobody
 * reads: `begin` and those marked by `sendAhead` (prepared.ts; the commit announcement). Their
 * real answer is awaited with the next statement's, whose error it becomes: a commit after a
 * failed statement would only roll back, so the transaction fails instead of seeming to commit.
 */
import pg from 'pg';

/** Set on a query's config by `sendAhead` (prepared.ts). */
export const SENT_AHEAD = Symbol('sent ahead');
type Config = { text?: string; [SENT_AHEAD]?: boolean };

const isPromisedConfig = (config: unknown, values: unknown, callback: unknown): config is Config =>
  typeof config === 'object' && config !== null && !('submit' in config) && typeof values !== 'function' && !callback;
const isSentAhead = (config: Config) => config[SENT_AHEAD] === true || /^begin\b/i.test(config.text ?? '');
/** The answer of a statement sent ahead: no rows (its real answer is checked with the next statement's). */
const NO_ROWS = Object.freeze({ command: '', rowCount: 0, rows: [], fields: [] });

export class SentAheadClient extends pg.Client {
  /** Answers of the statements sent ahead since the last statement whose answer was awaited. */
  #ahead: Promise<unknown>[] = [];

  constructor(config?: string | pg.ClientConfig) {
    super(typeof config === 'string' ? { connectionString: config, pipeline: true } : { ...config, pipeline: true });
    // Set per instance: node-postgres's overloads of `query` admit no override that keeps them.
    const query = (super.query as (...args: unknown[]) => unknown).bind(this);
    this.query = ((...args: unknown[]) => {
      this.#corkUntilNextTick();
      return this.#query(query(...args), args);
    }) as unknown as pg.Client['query'];
  }

  /** Whether the connection's socket holds its writes until the next tick. */
  #corked = false;

  /**
   * The statements called in one go (a transaction's `Promise.all`, a `begin` sent ahead and the
   * statements after it) leave in one write: each write is a system call, and on this machine they
   * were 7% of a busy server's time (docs/decisions.md "Statements of one tick in one write").
   */
  #corkUntilNextTick() {
    const stream = (this as unknown as { connection?: { stream?: { cork?: () => void; uncork?: () => void } } }).connection
      ?.stream;
    if (this.#corked || !stream?.cork || !stream.uncork) return;
    this.#corked = true;
    stream.cork();
    process.nextTick(() => {
      this.#corked = false;
      stream.uncork!();
    });
  }

  // Only calls answered by a promise, with a config object (what Drizzle sends), are changed.
  #query(answer: unknown, [config, values, callback]: unknown[]): unknown {
    if (!isPromisedConfig(config, values, callback)) return answer;
    const promised = answer as Promise<unknown>;
    if (isSentAhead(config)) {
      // Its error is raised with the next statement's answer, and only there (no unhandled rejection).
      promised.catch(() => undefined);
      this.#ahead.push(promised);
      return Promise.resolve(NO_ROWS);
    }
    if (!this.#ahead.length) return promised;
    const ahead = this.#ahead;
    this.#ahead = [];
    return Promise.all([...ahead, promised]).then(() => promised);
  }
}
