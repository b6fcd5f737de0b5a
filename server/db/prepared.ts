/**
 * Prepared statements: parsed and planned once instead of at every call. Two forms:
 * - `prepareOnce(build)`: the public reads every visitor's page runs (a profile, a course or
 *   project page), built once per database handle with placeholders: Drizzle assembles their SQL
 *   and decoders at the first call only. On PostgreSQL the name makes each pooled connection
 *   prepare them (node-postgres); PGlite ignores it, so there the statement is prepared with SQL
 *   `PREPARE` and run with `EXECUTE name(arguments)`, whose arguments are literals (it takes no
 *   bind parameters): a profile's statement runs in 0.7 ms instead of 1.8-3.7 ms, mostly planning.
 *   Built against an open transaction they are kept for it alone (on PGlite, not prepared).
 * - `prepared(name, query)` / `executePrepared(db, name, sql)`: the statements every submission
 *   and sign-in runs, built per call with their values bound, named on PostgreSQL (about 42 ms of
 *   a submission's 88 ms was parsing and planning, issue 24). The name carries a hash of the text:
 *   node-postgres refuses one name for two texts, and a statement whose text depends on its input
 *   (an optional clause) becomes one statement per form. Only statements of a fixed, small set of
 *   forms belong here: each form stays prepared on every pooled connection for its life.
 */
import { createHash } from 'node:crypto';
import { fillPlaceholders, is, type SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Executor } from './client.js';

const dialect = new PgDialect();
const names = new Map<string, string>();

function nameOf(name: string, text: string): string {
  let named = names.get(text);
  if (!named) {
    named = `${name}_${createHash('sha1').update(text).digest('hex').slice(0, 10)}`;
    names.set(text, named);
  }
  return named;
}

/** A query builder (select, insert, update) as a named prepared statement on PostgreSQL; its result as awaited. */
export function prepared<R>(
  name: string,
  query: { toSQL: () => { sql: string }; prepare: (name: string) => { execute: () => Promise<R> } },
): Promise<R> {
  return query.prepare(nameOf(name, query.toSQL().sql)).execute();
}

/** Runs `query` as `db.execute` does, as a named prepared statement on PostgreSQL. */
export async function executePrepared(db: Executor, name: string, query: SQL): Promise<unknown> {
  const { session } = db._;
  const built = dialect.sqlToQuery(query);
  const named = is(session, NodePgSession) ? nameOf(name, built.sql) : undefined;
  return session.prepareQuery(built, undefined, named, false).execute();
}

type Prepared<Result> = { execute: (values?: Record<string, unknown>) => Promise<Result> };

export function prepareOnce<Result>(build: (db: Executor) => Prepared<Result>): (db: Executor) => Prepared<Result> {
  const built = new WeakMap<object, Prepared<Result>>();
  return (db) => {
    const session = db._.session;
    let query = built.get(session);
    if (!query) {
      query = build(db);
      // In a transaction a failed PREPARE (one made by another handle) would abort it: planned as it comes.
      if (is(session, PgliteSession) && !is(db, PgTransaction)) query = onPglite(session, query);
      built.set(session, query);
    }
    return query;
  };
}

/** What Drizzle's PGlite query keeps: its text, parameters (placeholders among them), name and decoders. */
type PgliteQuery = {
  queryString: string;
  params: unknown[];
  fields: unknown;
  joinsNotNullableMap?: unknown;
  customResultMapper?: unknown;
};

/** A value written into `EXECUTE name(...)`: numbers as they are, text quoted. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`prepareOnce: no literal for ${typeof value}`);
}

const PREPARED_EXISTS = '42P05';
const NO_SUCH_PREPARED = '26000';
const codeOf = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;

function onPglite<Result>(session: Executor['_']['session'], query: Prepared<Result>): Prepared<Result> {
  const source = query as unknown as PgliteQuery;
  const name = nameOf('prepared_once', source.queryString);
  const run = (text: string) =>
    session.prepareQuery({ sql: text, params: [] }, source.fields as never, undefined, false, source.customResultMapper as never);
  let prepared: Promise<unknown> | undefined;
  const prepare = () =>
    (prepared ??= run(`PREPARE ${name} AS ${source.queryString}`)
      .execute()
      .catch((error: unknown) => {
        // Prepared already by another handle on the same database (its tests' apps share one).
        if (codeOf(error) !== PREPARED_EXISTS) {
          prepared = undefined;
          throw error;
        }
      }));
  return {
    execute: async (values = {}) => {
      await prepare();
      const text = `EXECUTE ${name}(${fillPlaceholders(source.params, values).map(literal).join(', ')})`;
      const execute = () => {
        const statement = run(text) as unknown as PgliteQuery & Prepared<Result>;
        statement.joinsNotNullableMap = source.joinsNotNullableMap;
        return statement.execute();
      };
      try {
        return await execute();
      } catch (error) {
        // A database opened again since it was prepared: prepare it again, once.
        if (codeOf(error) !== NO_SUCH_PREPARED) throw error;
        prepared = undefined;
        await prepare();
        return execute();
      }
    },
  };
}
