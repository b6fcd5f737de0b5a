/**
 * Lists of ids that can grow with the number of students travel as ONE array parameter
 * (`= ANY(...)`), never one parameter per id: PostgreSQL refuses a statement with more than
 * 65,535 parameters, and Drizzle's `inArray` binds one per id, so at 100k students a statement
 * over "every user" (the admin users table, a rule applied to everyone) would fail.
 * Short lists of known size (an admin's pick, a student's skills) use `inArray`.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `{1,-2,3}`: integers as the text of one array value (a prepared statement's `$1::int[]`). */
export const intArrayText = (values: readonly number[]) => `{${values.map((n) => Math.trunc(n)).join(',')}}`;

/** `'{1,-2,3}'::int[]`: any number of integers as one bind parameter, e.g. for `unnest(...)`. */
export const intArray = (values: readonly number[]): SQL => sql`${intArrayText(values)}::int[]`;

/** `'{1,2,3}'::int[]`: any number of ids as one bind parameter. */
export const idArray = intArray;

/** `'{t,f}'::bool[]`, beside an `intArray` in `unnest(...)`. */
export const boolArray = (values: readonly boolean[]): SQL => sql`${`{${values.map((b) => (b ? 't' : 'f')).join(',')}}`}::bool[]`;

/** `column = ANY('{1,2,3}'::int[])`: any number of ids in a single bind parameter. */
export function anyOf(column: SQL | AnyColumn, ids: readonly number[]): SQL {
  return sql`${column} = ANY(${idArray(ids)})`;
}
