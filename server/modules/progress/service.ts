/**
 * What every change to users' projects, enrollments, skills or awards must call, inside its
 * transaction and after the locks of `locks.ts`: recompute the users' figures, bring their
 * automatic achievements in line with the rules (both ways), and keep the counters of the touched
 * records right.
 */
import type { Executor } from '../../db/client.js';
import { clearLostTitles, countByAchievement, syncAwards, type Award, type AwardScope } from './awards.js';
import { BULK_ROWS, refreshCounters, refreshPlannerStatistics, refreshUserFigures, type CounterScope } from './figures.js';
import { lockAllFigures } from './locks.js';
import { alsoChanges } from '../../freshness/changes.js';

const unique = (ids: Iterable<number>) => [...new Set(ids)];

/** Brings awards in line with the rules; answers the awards moved and the moved achievements' counts. */
async function syncAndCount(db: Executor, target: AwardScope, touched: CounterScope, notify = true) {
  const { awarded, withdrawn } = await syncAwards(db, target, { notify });
  if (notify && awarded.length + withdrawn.length) alsoChanges(db, 'notifications');
  const moved: Award[] = [...awarded, ...withdrawn];
  if (moved.length > BULK_ROWS) await refreshPlannerStatistics(db, ['user_achievements']);
  return { moved, counters: { ...touched, achievementDeltas: countByAchievement(awarded, withdrawn) } };
}

/** After awards moved for some rule or everyone: the moved users' totals, and the moved achievements' counts. */
async function settleAwards(db: Executor, target: AwardScope, touched: CounterScope, notify = true) {
  const { moved, counters } = await syncAndCount(db, target, touched, notify);
  await refreshUserFigures(db, unique(moved.map((award) => award.user_id)));
  return counters;
}

/**
 * After the given users' rows changed (callers hold `lockUsersFigures` on them): the rules are
 * read on what their rows imply, then their figures are refreshed once, awards included.
 */
export async function afterUserChange(db: Executor, userIds: readonly number[], touched: CounterScope = {}): Promise<void> {
  const ids = unique(userIds);
  const { counters } = await syncAndCount(db, { users: ids }, touched);
  await refreshUserFigures(db, ids);
  await clearLostTitles(db, ids);
  await refreshCounters(db, counters);
}

/**
 * After records changed that no user's figures depend on (a project added to or deleted from a
 * course, a deleted user's rows): only the touched records' counters are recounted.
 */
export async function afterRecordChange(db: Executor, touched: CounterScope): Promise<void> {
  await refreshCounters(db, touched);
}

/** After an automatic achievement is created or its rule edited (callers hold `lockAllFigures`). */
export async function afterRuleChange(db: Executor, achievementId: number): Promise<void> {
  const counters = await settleAwards(db, { achievement: achievementId }, { achievements: [achievementId] });
  await clearLostTitles(db);
  await refreshCounters(db, counters);
}

/**
 * Repair: recompute every derived figure and award from the raw rows and the rules. It tells
 * nobody: a repair or a seed's recount is not something that happened to a student.
 */
export async function recomputeEverything(db: Executor): Promise<void> {
  await lockAllFigures(db);
  await refreshPlannerStatistics(db, ['users', 'user_projects', 'user_achievements', 'enrollments', 'user_skills']);
  await refreshUserFigures(db);
  await settleAwards(db, 'everyone', {}, false);
  await clearLostTitles(db);
  await refreshCounters(db, 'all');
}
