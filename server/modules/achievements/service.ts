/**
 * Rules of achievements (docs/product.md#achievements): names are unique in any letter case (a user's title
 * is one, and follows a rename); the type is fixed at creation; automatic ones carry a rule that is
 * applied to everyone, both ways, when it is created or edited (an admin previews the effect
 * first); manual ones are given by an admin to a user who lacks them, and may be revoked.
 */
import type { z } from 'zod';
import type { achievementCreateSchema, achievementUpdateSchema, rulePreviewSchema } from '../../../contracts/achievements.js';
import { ACHIEVEMENTS } from '../../../contracts/form-messages.js';
import type { Database } from '../../db/client.js';
import { conflict, found, invalidField, notFound } from '../../http-errors.js';
import * as auditNames from '../audit/queries.js';
import { recordedEdit } from '../audit/edit.js';
import { recordAudit } from '../audit/record.js';
import type { AdminActor } from '../auth/tokens.js';
import { achievementView, awardView } from '../audit/views.js';
import { previewRule } from '../progress/awards.js';
import { lockAllFigures, lockUsersFigures } from '../progress/locks.js';
import { rankedTotals } from '../progress/rank.js';
import { addToFigures } from '../progress/deltas.js';
import { afterRuleChange, afterUserChange } from '../progress/service.js';
import { withoutSuspended } from '../suspensions/hidden.js';
import * as q from './queries.js';
import { declareChanges } from '../../freshness/changes.js';
import type { Mailing } from '../mail/mailer.js';
import { queueNotificationMail } from '../mail/notification-mail.js';
import { notify } from '../notifications/record.js';
import { markAwardNoticesRead } from '../notifications/queries.js';

type CreateInput = z.output<typeof achievementCreateSchema>;
type UpdateInput = z.output<typeof achievementUpdateSchema>;

export async function listAchievements(db: Database) {
  return { achievements: await q.listAchievements(db) };
}

export async function createAchievement(db: Database, input: CreateInput, actor: AdminActor) {
  const id = await db.transaction(async (tx) => {
    if (!input.manual) await lockAllFigures(tx);
    if (await q.achievementNameTaken(tx, input.name)) throw invalidField('name', ACHIEVEMENTS.nameTaken);
    const achievementId = await q.insertAchievement(tx, {
      name: input.name,
      description: input.description,
      points: input.points,
      badge: input.badge ?? null,
      manual: input.manual,
      ruleMetric: input.rule_metric,
      ruleThreshold: input.rule_threshold,
    });
    if (!input.manual) await afterRuleChange(tx, achievementId);
    const added = found(await q.findAchievement(tx, achievementId), ACHIEVEMENTS.notFound);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'achievement',
      entityId: achievementId,
      summary: `Added ${added.manual ? 'manual' : 'automatic'} achievement ${added.name}`,
      after: achievementView(added),
    });
    return achievementId;
  });
  return { achievement: await q.findAchievement(db, id), message: ACHIEVEMENTS.added };
}

type Rule = { rule_metric: q.AchievementValues['ruleMetric']; rule_threshold: number | null };

const ruleMoved = (after: Rule, before: Rule) =>
  after.rule_metric !== before.rule_metric || after.rule_threshold !== before.rule_threshold;

/** An automatic achievement's rule after an edit (validated by the contract): sent fields replace, absent ones stay. */
function editedRule(before: Rule, input: UpdateInput) {
  return { ruleMetric: input.rule_metric ?? before.rule_metric, ruleThreshold: input.rule_threshold ?? before.rule_threshold };
}

export async function updateAchievement(db: Database, id: number, input: UpdateInput, actor: AdminActor) {
  await db.transaction(async (tx) => {
    // Points or a rule move every holder's figures: a change of many users.
    await lockAllFigures(tx);
    await recordedEdit(tx, actor, {
      entity: 'achievement',
      id,
      read: () => q.findAchievement(tx, id),
      notFound: ACHIEVEMENTS.notFound,
      change: async (before) => {
        if (await q.achievementNameTaken(tx, input.name, id)) throw invalidField('name', ACHIEVEMENTS.nameTaken);
        const rule = before.manual === 0 ? editedRule(before, input) : undefined;
        await q.updateAchievement(tx, id, {
          name: input.name,
          description: input.description,
          points: input.points,
          ...(input.badge !== undefined && { badge: input.badge }),
          ...rule,
        });
        if (input.name !== before.name) await q.renameHolderTitles(tx, id, before.name, input.name);
        if (input.points !== before.points) await afterUserChange(tx, await q.holderIds(tx, id), { achievements: [id] });
        if (rule && ruleMoved({ rule_metric: rule.ruleMetric, rule_threshold: rule.ruleThreshold }, before))
          await afterRuleChange(tx, id);
      },
      view: achievementView,
      summary: (after, before) => `Edited achievement ${after.name}${ruleMoved(after, before) ? ' (rule changed)' : ''}`,
    });
  });
  return { achievement: await q.findAchievement(db, id), message: ACHIEVEMENTS.updated };
}

export async function deleteAchievement(db: Database, id: number, actor: AdminActor) {
  await db.transaction(async (tx) => {
    await lockAllFigures(tx); // no rule may award it while it goes
    const achievement = found(await q.findAchievement(tx, id), ACHIEVEMENTS.notFound);
    if ((await q.awardsCount(tx, id)) > 0) throw conflict(ACHIEVEMENTS.earned);
    await q.deleteAchievement(tx, id);
    const summary = `Deleted achievement ${achievement.name}`;
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'achievement',
      entityId: id,
      summary,
      before: achievementView(achievement),
    });
  });
  return { message: ACHIEVEMENTS.deleted };
}

export async function giveAchievement(db: Database, userId: number, achievementId: number, actor: AdminActor) {
  await db.transaction(async (tx) => {
    declareChanges(tx, 'awards');
    if (!(await lockUsersFigures(tx, [userId])).has(userId)) throw notFound(ACHIEVEMENTS.userNotFound);
    const achievement = found(await q.findAchievement(tx, achievementId), ACHIEVEMENTS.notFound);
    if (achievement.manual !== 1) throw conflict(ACHIEVEMENTS.notManual);
    if (await q.hasAward(tx, userId, achievementId)) throw conflict(ACHIEVEMENTS.alreadyHas);
    await q.insertAward(tx, userId, achievementId);
    await notify(tx, userId, 'achievement_awarded', {
      achievement_id: achievementId,
      name: achievement.name,
      points: achievement.points,
    });
    await addToFigures(tx, [{ userId, achievementPoints: achievement.points, pointsNow: true }], {
      achievements: new Map([[achievementId, 1]]),
    });
    const userName = await auditNames.userName(tx, userId);
    await recordAudit(tx, actor, {
      action: 'award',
      entity: 'user',
      entityId: userId,
      summary: `Gave achievement ${achievement.name} to ${userName}`,
      before: { achievement: null },
      after: { achievement: awardView(achievement) },
    });
  });
  return { message: ACHIEVEMENTS.given };
}

/**
 * Takes a manual achievement back, with its points (and the title, if it named it); the student is
 * mailed about it unless they opted out (issue 48 item 5).
 */
export async function revokeAchievement(
  db: Database,
  userId: number,
  achievementId: number,
  actor: AdminActor,
  mailing: Mailing,
) {
  await db.transaction(async (tx) => {
    if (!(await lockUsersFigures(tx, [userId])).has(userId)) throw notFound(ACHIEVEMENTS.userNotFound);
    const achievement = found(await q.findAchievement(tx, achievementId), ACHIEVEMENTS.notFound);
    if (achievement.manual !== 1) throw conflict(ACHIEVEMENTS.notRevocable);
    if (!(await q.deleteAward(tx, userId, achievementId))) throw notFound(ACHIEVEMENTS.notHeld);
    await notify(tx, userId, 'achievement_revoked', { achievement_id: achievementId, name: achievement.name });
    await afterUserChange(tx, [userId], { achievements: [achievementId] });
    const userName = await auditNames.userName(tx, userId);
    await recordAudit(tx, actor, {
      action: 'revoke',
      entity: 'user',
      entityId: userId,
      summary: `Revoked achievement ${achievement.name} from ${userName}`,
      before: { achievement: awardView(achievement) },
      after: { achievement: null },
    });
    await queueNotificationMail(tx, mailing, userId, {
      kind: 'achievement_revoked',
      params: { achievement_id: achievementId, name: achievement.name },
    });
  });
  mailing.mail.wake();
  return { message: ACHIEVEMENTS.revoked };
}

/** What saving a rule would do: how many users gain the achievement and how many lose it. */
export async function previewAchievementRule(db: Database, input: z.output<typeof rulePreviewSchema>) {
  if (input.id !== undefined) found(await q.findAchievement(db, input.id), ACHIEVEMENTS.notFound);
  return previewRule(db, { achievementId: input.id, metric: input.rule_metric, threshold: input.rule_threshold });
}

/** The public list: how many earned each, out of how many users, and whether the viewer has it. */
export async function publicAchievements(db: Database, viewerId?: number) {
  const [list, totalUsers, earned] = await Promise.all([
    // users_count without suspended students (suspensions/hidden.ts).
    q.listAchievements(db).then((all) => withoutSuspended(db, 'achievements', all)),
    rankedTotals(db).then((ranked) => ranked.students),
    viewerId ? q.earnedAchievementIds(db, viewerId) : Promise.resolve(new Set<number>()),
  ]);
  return {
    achievements: list.map((achievement) => ({
      ...achievement,
      users_earned: achievement.users_count,
      total_users: totalUsers,
      progress: totalUsers ? Math.round((1000 * achievement.users_count) / totalUsers) / 10 : 0,
      earned: earned.has(achievement.id),
    })),
  };
}

/** The student's own earned achievements, newest first. */
export async function myAwards(db: Database, userId: number) {
  return { achievements: await q.userAwards(db, userId) };
}

/** The student's next steps: every automatic achievement not yet earned, closest first (issue 25). */
export async function myNextSteps(db: Database, userId: number) {
  return { achievements: await q.nextSteps(db, userId) };
}

export async function unreadAwards(db: Database, userId: number) {
  const achievements = await q.userAwards(db, userId, { unreadOnly: true });
  return { hasUnread: achievements.length > 0, achievements };
}

/** The popup was dismissed: the awards are read, and so are their notifications in the bell (issue 48 item 3). */
export async function markRead(db: Database, userId: number, ids?: readonly number[]) {
  // Two idempotent read marks no public answer shows: no transaction, so no commit is announced.
  await q.markAwardsRead(db, userId, ids);
  await markAwardNoticesRead(db, userId, ids);
  return { message: ACHIEVEMENTS.markedRead };
}
