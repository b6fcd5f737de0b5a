/**
 * When a project's points or an achievement's points move, every holder's totals move. Holders
 * can be many: refresh them in chunks so no statement carries more ids than PostgreSQL accepts.
 */
import type { Executor } from '../../db/client.js';
import type { CounterScope } from '../progress/figures.js';
import { afterUserChange } from '../progress/service.js';

const CHUNK = 5000;

export async function refreshHolders(db: Executor, userIds: readonly number[], touched: CounterScope): Promise<void> {
  await afterUserChange(db, userIds.slice(0, CHUNK), touched);
  for (let start = CHUNK; start < userIds.length; start += CHUNK) {
    await afterUserChange(db, userIds.slice(start, start + CHUNK));
  }
}
