/**
 * schema.ts describes the database the migrations build (README "Adding a migration"): its tables,
 * their columns in order with type and nullability, and the names of indexes and constraints, as
 * the migrated test database reports them in pg_catalog. scripts/check-migrations.mjs holds the
 * drizzle-kit snapshot to schema.ts; this holds schema.ts to what the SQL really made (a migration
 * written by hand that schema.ts does not know of fails here).
 */
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { rows } from './client.js';
import * as schema from './schema.js';

const t = useTestApp();

type Shape = { columns: string[]; indexes: string[]; constraints: string[] };

/** `numeric(12, 2)` and `numeric(12,2)` are one type; a serial column is an integer with a sequence. */
const typeName = (type: string) => (type === 'serial' ? 'integer' : type.replace(/, /g, ','));

function declared(): Record<string, Shape> {
  const tables = Object.values(schema).filter((value) => is(value, PgTable));
  return Object.fromEntries(
    tables.map((table) => {
      const config = getTableConfig(table);
      const columnPrimaryKey = config.columns.some((column) => column.primary) ? [`${config.name}_pkey`] : [];
      return [
        config.name,
        {
          columns: config.columns.map((c) => `${c.name} ${typeName(c.getSQLType())}${c.notNull ? ' not null' : ''}`),
          indexes: config.indexes.map((index) => index.config.name ?? '(unnamed)').sort(),
          constraints: [
            ...columnPrimaryKey,
            ...config.primaryKeys.map((key) => key.getName()),
            ...config.foreignKeys.map((key) => key.getName()),
            ...config.checks.map((check) => check.name),
            ...config.uniqueConstraints.map((unique) => unique.getName() ?? '(unnamed)'),
          ].sort(),
        },
      ];
    }),
  );
}

async function migrated(): Promise<Record<string, Shape>> {
  const columns = rows<{ table: string; column: string }>(
    await t.db.execute(sql`
      SELECT c.relname AS table,
        a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END AS column
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY c.relname, a.attnum`),
  );
  const indexes = rows<{ table: string; name: string }>(
    await t.db.execute(sql`
      SELECT t.relname AS table, i.relname AS name
      FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
        JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND NOT x.indisprimary
      ORDER BY t.relname, i.relname`),
  );
  const constraints = rows<{ table: string; name: string }>(
    await t.db.execute(sql`
      SELECT t.relname AS table, k.conname AS name
      FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND k.contype IN ('p', 'f', 'c', 'u')
      ORDER BY t.relname, k.conname`),
  );
  const shapes: Record<string, Shape> = {};
  const shapeOf = (table: string) => (shapes[table] ??= { columns: [], indexes: [], constraints: [] });
  for (const row of columns) shapeOf(row.table).columns.push(row.column);
  for (const row of indexes) shapeOf(row.table).indexes.push(row.name);
  for (const row of constraints) shapeOf(row.table).constraints.push(row.name);
  return shapes;
}

describe('schema.ts', () => {
  it('describes every table, column, index and constraint the migrations made, and nothing else', async () => {
    expect(declared()).toEqual(await migrated());
  });
});
