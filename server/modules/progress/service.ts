/**
 * What every change to a user's projects, enrollments, skills or awards must call, inside its
 * transaction: recompute the user's figures, award newly met automatic achievements, and keep the
 * counters of the touched records right.
 */
import type { Executor } from '../../db/client.js';
import { awardMetRules, awardRuleToEveryone } from './awards.js';
import { refreshCounters, refreshUserFigures, type CounterScope } from './figures.js';

export async function afterUserChange(db: Executor, userIds: readonly number[], touched: CounterScope = {}): Promise<void> {
  const ids = [...new Set(userIds)];
  await refreshUserFigures(db, ids);
  const awards = await awardMetRules(db, ids);
  if (awards.length) await refreshUserFigures(db, [...new Set(awards.map((a) => a.user_id))]);
  const achievementIds = [...(touched.achievements ?? []), ...awards.map((a) => a.achievement_id)];
  await refreshCounters(db, { ...touched, achievements: [...new Set(achievementIds)] });
}

/** After an automatic achievement is created or its rule edited. */
export async function afterRuleChange(db: Executor, achievementId: number): Promise<void> {
  const awards = await awardRuleToEveryone(db, achievementId);
  await refreshUserFigures(db, [...new Set(awards.map((a) => a.user_id))]);
  await refreshCounters(db, { achievements: [achievementId] });
}

/** Repair: recompute every derived figure from the raw rows. */
export async function recomputeEverything(db: Executor): Promise<void> {
  await refreshUserFigures(db);
  await refreshCounters(db, 'all');
}
