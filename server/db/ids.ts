/** Lists of ids travel as ONE array parameter (`= ANY(...)`), never one parameter per id. */
import { sql, type SQL } from 'drizzle-orm';

/** `column = ANY('{1,2,3}'::int[])`: any number of ids in a single bind parameter. */
export function anyOf(column: SQL, ids: readonly number[]): SQL {
  return sql`${column} = ANY(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;
}
