/** A check shared by every table whose names are unique without regard to letter case. */
import { and, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * Whether another row of `table` already holds `value` in `column`, compared in lower case (as the
 * unique index on lower(column) does). `exceptId` leaves out the row being edited.
 */
export async function takenIgnoringCase(
  db: Executor,
  table: PgTable,
  { column, id }: { column: AnyPgColumn; id: AnyPgColumn },
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const same = sql`lower(${column}) = lower(${value})`;
  const [row] = await db
    .select({ id })
    .from(table)
    .where(exceptId === undefined ? same : and(same, ne(id, exceptId)))
    .limit(1);
  return row !== undefined;
}
