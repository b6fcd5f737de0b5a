/**
 * PostgreSQL bounds its own work (issue 41): every connection of the pool starts with the request
 * bound as its `statement_timeout`, so a runaway statement is cancelled (57014, answered 503) instead
 * of holding a connection and its locks; jobs and migrations, long by design, raise it for their own
 * transaction or session to the long bound, which each connection carries as a setting of its own
 * (`academy.long_statement_timeout`), so no caller needs the configuration. PGlite runs statements
 * in its own thread and has no such timer: there, as with no bound configured, both mean none.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './client.js';

/** Milliseconds; 0: no bound. */
export type StatementTimeouts = { request: number; long: number };

/** The startup options that set both bounds on a new PostgreSQL connection. */
export const timeoutOptions = ({ request, long }: StatementTimeouts) =>
  `-c statement_timeout=${request} -c academy.long_statement_timeout=${long}`;

const LONG_BOUND = `coalesce(current_setting('academy.long_statement_timeout', true), '0')`;

/** For the rest of this transaction, statements may run as long as a job's. */
export async function allowLongStatements(tx: Executor) {
  await tx.execute(sql.raw(`SELECT set_config('statement_timeout', ${LONG_BOUND}, true)`));
}

/** For this session (a migration's connection); `RESET statement_timeout` gives the request bound back. */
export const ALLOW_LONG_STATEMENTS_IN_SESSION = `SELECT set_config('statement_timeout', ${LONG_BOUND}, false)`;

/** PostgreSQL's query_canceled: here, a statement that ran past its bound. */
export const STATEMENT_CANCELLED = '57014';
