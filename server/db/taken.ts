/** A check shared by every table whose names are unique without regard to letter case. */
import { and, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * Whether another row of `table` already holds `value` in `column`, compared in lower case (as the
 * unique index on lower(column) does). `exceptId` leaves out the row being edited; `scope` limits
 * the check to some rows (project names: within one course).
 */
export async function takenIgnoringCase(
  db: Executor,
  table: PgTable,
  { column, id }: { column: AnyPgColumn; id: AnyPgColumn },
  value: string,
  exceptId?: number,
  scope?: SQL,
): Promise<boolean> {
  const same = sql`lower(${column}) = lower(${value})`;
  const [row] = await db
    .select({ id })
    .from(table)
    .where(and(same, exceptId === undefined ? undefined : ne(id, exceptId), scope))
    .limit(1);
  return row !== undefined;
}
