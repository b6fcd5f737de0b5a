/**
 * Prepared statements: parsed and planned once instead of at every call. Two forms:
 * - `prepareOnce(name, build)`: statements of one form, built once with placeholders (a profile, a
 *   course or project page, a token's session, a submission's project and insert): Drizzle
 *   assembles their SQL and decoders at the first call only, and each call runs them on its own
 *   connection.
 * - `prepared(name, query)` / `executePrepared(db, name, sql)`: the other statements of the hot
 *   paths (a submission's figures, a sign-in), built per call with their values bound (about 42 ms
 *   of a submission's 88 ms was parsing and planning on PostgreSQL, issue 24). The name carries a hash of the text:
 *   node-postgres refuses one name for two texts, and a statement whose text depends on its input
 *   (an optional clause) becomes one statement per form. Only statements of a fixed, small set of
 *   forms belong here: each form stays prepared on every connection for its life.
 * On PostgreSQL the name makes each pooled connection prepare them (node-postgres); on PGlite, which
 * ignores it, `executeOnPglite` prepares them with SQL.
 */
import { createHash } from 'node:crypto';
import { fillPlaceholders, is, type SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import type { Executor } from './client.js';
import { SENT_AHEAD } from './sent-ahead.js';

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

/**
 * A Drizzle query on PGlite (drizzle-orm/pglite/session.js): its text, parameters (placeholders
 * among them) and the client it runs on, the database's thread or a transaction of it, which know
 * the statements already PREPAREd on the database's one session (pglite-thread.ts).
 */
type PgliteQuery<Result> = {
  client: { preparedNames?: Set<string>; query: (sql: string) => Promise<unknown> };
  queryString: string;
  params: unknown[];
  execute: (values?: Record<string, unknown>) => Promise<Result>;
};
const isPgliteQuery = (query: object): query is PgliteQuery<unknown> => is(query, PglitePreparedQuery);

/** A prepared query of either engine, as built by Drizzle: what this module reads and sets on it. */
type BuiltQuery<Result> = {
  client: unknown;
  queryString: string;
  /** node-postgres only: the statement's name travels in these. */
  rawQueryConfig?: { name?: string };
  queryConfig?: { name?: string };
  execute: (values?: Record<string, unknown>) => Promise<Result>;
};

/**
 * A query builder (select, insert, update) as a named prepared statement; its result as awaited.
 * Built once: the name, which depends on the text, is set on the built query.
 */
export function prepared<R>(name: string, query: { prepare: (name: string) => { execute: () => Promise<R> } }): Promise<R> {
  const statement = query.prepare(name) as unknown as BuiltQuery<R>;
  if (isPgliteQuery(statement)) return executeOnPglite(statement as PgliteQuery<R>, name);
  const named = nameOf(name, statement.queryString);
  for (const config of [statement.rawQueryConfig, statement.queryConfig]) if (config) config.name = named;
  return statement.execute();
}

/** Runs `query` as `db.execute` does, as a named prepared statement. */
export async function executePrepared(
  db: Executor,
  name: string,
  query: SQL,
  options: { sentAhead?: boolean } = {},
): Promise<unknown> {
  const { session } = db._;
  const built = dialect.sqlToQuery(query);
  const named = is(session, NodePgSession) ? nameOf(name, built.sql) : undefined;
  const statement = session.prepareQuery(built, undefined, named, false);
  if (isPgliteQuery(statement)) return executeOnPglite(statement, name);
  if (options.sentAhead) {
    const { rawQueryConfig, queryConfig } = statement as unknown as BuiltQuery<unknown>;
    for (const config of [rawQueryConfig, queryConfig]) if (config) Object.assign(config, { [SENT_AHEAD]: true });
  }
  return statement.execute();
}

/**
 * A statement of a transaction whose answer the caller does not read (a lock, an announcement):
 * on PostgreSQL the next statement follows it without waiting (sent-ahead.ts), and its error is
 * that statement's.
 */
export async function sendAhead(db: Executor, name: string, query: SQL): Promise<void> {
  await executePrepared(db, name, query, { sentAhead: true });
}

type Prepared = { execute: (values?: Record<string, unknown>) => Promise<unknown> };
/** A query builder with placeholders: a select, insert or update not yet prepared. */
type Preparable = { prepare: (name: string) => Prepared };
/** What a Drizzle session runs its queries on: the pool, a pooled connection, PGlite or its transaction. */
type SessionOf = { client: unknown; constructor: object };

/**
 * The query `build` makes (with placeholders), prepared as `name`, built once per engine and run on
 * the caller's connection: Drizzle's building of a statement's SQL cost 0.2-0.4 ms at each call,
 * and a query built per session was built again in every transaction (issue 24).
 */
export function prepareOnce<Query extends Preparable>(
  name: string,
  build: (db: Executor) => Query,
): (db: Executor) => ReturnType<Query['prepare']> {
  type Result = Awaited<ReturnType<ReturnType<Query['prepare']>['execute']>>;
  const built = new Map<object, BuiltQuery<Result>>();
  return (db) => {
    const session = db._.session as unknown as SessionOf;
    let query = built.get(session.constructor);
    if (!query) {
      query = build(db).prepare(name) as unknown as BuiltQuery<Result>;
      built.set(session.constructor, query);
    }
    // The built query with this session's client (a transaction's connection): a shallow copy.
    const bound: BuiltQuery<Result> =
      query.client === session.client
        ? query
        : Object.assign(Object.create(Object.getPrototypeOf(query) as object) as BuiltQuery<Result>, query, {
            client: session.client,
          });
    if (!isPgliteQuery(bound)) return bound as unknown as ReturnType<Query['prepare']>;
    const onPglite = bound as unknown as PgliteQuery<Result>;
    return { execute: (values?: Record<string, unknown>) => executeOnPglite(onPglite, name, values) } as unknown as ReturnType<
      Query['prepare']
    >;
  };
}

/** A value written into `EXECUTE name(...)`: numbers and truth values as they are, text quoted. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return String(value);
  return `'${(value as string).replaceAll("'", "''")}'`;
}
const hasLiteral = (value: unknown) =>
  value === null ||
  value === undefined ||
  typeof value === 'boolean' ||
  typeof value === 'string' ||
  (typeof value === 'number' && Number.isFinite(value));

const PREPARED_EXISTS = '42P05';
const NO_SUCH_PREPARED = '26000';
const codeOf = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;

/**
 * On PGlite, which ignores statement names, the statement is PREPAREd once per database (SQL
 * `PREPARE`) and each call runs `EXECUTE name(arguments)`, whose arguments are literals (it takes
 * no bind parameters). Planning was most of the time of the statements that repeat: a profile's
 * ran in 0.7 ms instead of 1.8-3.7 ms, and a submission planned for about 5 of its 11 ms.
 */
async function executeOnPglite<Result>(query: PgliteQuery<Result>, name: string, values: Record<string, unknown> = {}) {
  const { client } = query;
  const params = fillPlaceholders(query.params, values);
  const names = client.preparedNames;
  if (!names || !params.every(hasLiteral)) return query.execute(values);
  const statement = nameOf(name, query.queryString);
  const inTransaction = 'rollback' in client;
  const prepare = async () => {
    if (names.has(statement)) return;
    try {
      await client.query(`PREPARE ${statement} AS ${query.queryString}`);
    } catch (error) {
      // Prepared meanwhile by a request outside any transaction (one inside would be aborted by now).
      if (codeOf(error) !== PREPARED_EXISTS || inTransaction) throw error;
    }
    names.add(statement);
  };
  // The query as built, its text the EXECUTE (it keeps its decoders); shared queries are left as they are.
  const execute = () =>
    Object.assign(Object.create(Object.getPrototypeOf(query) as object) as PgliteQuery<Result>, query, {
      // `EXECUTE name()` is a syntax error: a statement without parameters is run by its name alone.
      queryString: params.length ? `EXECUTE ${statement}(${params.map(literal).join(', ')})` : `EXECUTE ${statement}`,
      params: [],
    }).execute();
  await prepare();
  try {
    return await execute();
  } catch (error) {
    // A database restored or opened again since it was prepared: prepare it again, once.
    if (codeOf(error) !== NO_SUCH_PREPARED || inTransaction) throw error;
    names.delete(statement);
    await prepare();
    return execute();
  }
}
