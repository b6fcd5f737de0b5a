/**
 * Named prepared statements on PostgreSQL, for the statements every submission and sign-in runs:
 * each connection parses and plans them once, then only binds and executes. Unnamed, a statement
 * is parsed and planned at every call (about 42 ms of a submission's 88 ms, issue 24).
 *
 * The name carries a hash of the text: node-postgres refuses one name for two texts, and a
 * statement whose text depends on its input (an optional clause) becomes one statement per form.
 * Only statements of a fixed, small set of forms belong here: each form stays prepared on every
 * pooled connection for its life. PGlite runs them as any other statement.
 */
import { createHash } from 'node:crypto';
import { is, type SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
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
