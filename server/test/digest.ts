/**
 * One md5 over every domain table, each read in primary-key order, in one query: equal digests
 * mean no domain row was added, removed or changed. Sign-in tokens, login-limiter counters and
 * audit rows are not domain data (a refused request may still touch them) and are left out.
 * A table of the list that this schema does not have (yet) is skipped.
 *
 * The query is built once per database from information_schema (tables present, their primary
 * keys) and kept as a SQL function of the test database, so a check costs about as much as
 * `SELECT 1` (tests call it after every request).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

export const DOMAIN_TABLES = [
  'users',
  'admins',
  'courses',
  'projects',
  'enrollments',
  'payments',
  'user_projects',
  'achievements',
  'user_achievements',
  'skills',
  'user_skills',
] as const;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? result : (result as { rows: Row[] }).rows);

const FUNCTION = 'test_domain_digest';
const prepared = new WeakMap<Database, Promise<string[]>>();

async function prepare(db: Database): Promise<string[]> {
  const found = rowsOf(
    await db.execute(sql`
      SELECT tc.table_name AS table_name,
        string_agg('t.' || quote_ident(kcu.column_name), ', ' ORDER BY kcu.ordinal_position) AS key
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu
        ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema AND kcu.table_name = tc.table_name
      WHERE tc.table_schema = current_schema() AND tc.constraint_type = 'PRIMARY KEY'
      GROUP BY tc.table_name`),
  );
  const keyOf = new Map(found.map((row) => [String(row.table_name), String(row.key)]));
  const tables = DOMAIN_TABLES.filter((table) => keyOf.has(table));
  // One line per table, "name:md5 of its rows in key order", joined by newlines.
  const parts = tables.map(
    (table) =>
      `'${table}:' || coalesce((SELECT md5(string_agg(t::text, E'\\n' ORDER BY ${keyOf.get(table)})) FROM ${table} t), 'empty')`,
  );
  await db.execute(
    sql.raw(
      `CREATE OR REPLACE FUNCTION ${FUNCTION}() RETURNS text LANGUAGE plpgsql STABLE AS $body$ BEGIN RETURN ${parts.join(" || E'\\n' || ")}; END $body$`,
    ),
  );
  return tables;
}

function ready(db: Database) {
  if (!prepared.has(db)) prepared.set(db, prepare(db));
  return prepared.get(db)!;
}

/** The tables the digest covers on this database. */
export async function digestTables(db: Database): Promise<string[]> {
  return ready(db);
}

/** md5 of the domain tables; `parts` has one line per table, `table:md5`, to say which one changed. */
export async function domainDigest(db: Database): Promise<{ digest: string; parts: string }> {
  await ready(db);
  const [row] = rowsOf(await db.execute(sql.raw(`SELECT ${FUNCTION}() AS parts`)));
  const parts = String(row.parts);
  return { digest: createHash('md5').update(parts).digest('hex'), parts };
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: { parts: string }, after: { parts: string }): string[] {
  const old = new Set(before.parts.split('\n'));
  return after.parts
    .split('\n')
    .filter((part) => !old.has(part))
    .map((part) => part.split(':')[0]);
}
