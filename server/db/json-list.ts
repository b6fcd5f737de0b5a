/**
 * A parent row's child list as one column of the parent's own query: a profile with its courses,
 * submissions, awards and skills is one round trip instead of five (issue 12: a profile miss cost
 * five queries). The children come back exactly as a plain select of the same columns would give
 * them: timestamps as Dates, numerics as text, in the order asked.
 */
import { sql, type Column, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

type Columns = Record<string, Column>;

const isTimestamp = (column: Column) => column.dataType === 'date';

/** JSON has no timestamp: epoch milliseconds travel, as exact as Drizzle's own Date. */
function asJson(column: Column): SQL {
  if (isTimestamp(column)) return sql`floor(extract(epoch from ${column}) * 1000)`;
  if (column.columnType === 'PgNumeric') return sql`${column}::text`;
  return sql`${column}`;
}

/**
 * `(SELECT coalesce(json_agg(… ORDER BY orderBy), '[]') FROM …)`: the rows of `from` (a FROM … WHERE … that names
 * the parent's columns) as a list of objects with `columns`' names; an empty list when none.
 */
export function jsonList<C extends Columns>(columns: C, from: SQL, orderBy: SQL[]): SQL<SelectResultFields<C>[]> {
  const entries = Object.entries(columns);
  const values = sql.join(
    entries.map(([, column]) => asJson(column)),
    sql`, `,
  );
  const decode = (value: unknown) => {
    const list = (typeof value === 'string' ? JSON.parse(value) : value) as unknown[][];
    return list.map((row) =>
      Object.fromEntries(
        entries.map(([name, column], i) => [name, row[i] !== null && isTimestamp(column) ? new Date(Number(row[i])) : row[i]]),
      ),
    ) as SelectResultFields<C>[];
  };
  return sql<
    SelectResultFields<C>[]
  >`(SELECT coalesce(json_agg(json_build_array(${values}) ORDER BY ${sql.join(orderBy, sql`, `)}), '[]') ${from})`.mapWith(
    decode,
  );
}
