import { z } from 'zod';
import { MAX_LONG_TEXT_LENGTH, RULE_METRICS } from './constants.js';
import { flag, idList, requiredId, requiredMultilineText, requiredNumber, requiredText, wholeNumber } from './fields.js';
import { imageField } from './courses.js';
import { answerMessage, count, isoTimestamp, recordId, type Json } from './items.js';
import { VALIDATION } from './form-messages.js';

const points = requiredNumber(VALIDATION.pointsRequired).pipe(wholeNumber({ value: 1, message: VALIDATION.pointsPositive }));
const ruleMetric = z.enum(RULE_METRICS, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? VALIDATION.ruleMetricRequired
      : VALIDATION.ruleMetricUnknown,
});
const ruleThreshold = requiredNumber(VALIDATION.ruleThresholdRequired).pipe(
  wholeNumber({ value: 1, message: VALIDATION.ruleThresholdMin }),
);

const common = {
  name: requiredText(VALIDATION.nameRequired),
  description: requiredMultilineText(VALIDATION.descriptionRequired, MAX_LONG_TEXT_LENGTH),
  points,
  badge: imageField.optional(),
};

/**
 * Automatic achievements (manual = 0) carry a rule; manual ones do not. The rule is checked with
 * `when`, so its messages come together with the other fields' (zod otherwise skips an object's
 * refinements while any field has an issue, and a form would show them one round late).
 */
export const achievementCreateSchema = z
  .object({
    ...common,
    manual: flag(VALIDATION.typeRequired, VALIDATION.typeRequired),
    rule_metric: z.unknown().optional(),
    rule_threshold: z.unknown().optional(),
  })
  .superRefine(
    (input, ctx) => {
      if (input.manual !== false) return;
      for (const [field, rule] of [
        ['rule_metric', ruleMetric],
        ['rule_threshold', ruleThreshold],
      ] as const) {
        const checked = rule.safeParse(input[field]);
        if (!checked.success) ctx.addIssue({ code: 'custom', path: [field], message: checked.error.issues[0].message });
      }
    },
    { when: () => true },
  )
  .transform((input) =>
    input.manual
      ? { ...input, rule_metric: null, rule_threshold: null }
      : { ...input, rule_metric: ruleMetric.parse(input.rule_metric), rule_threshold: ruleThreshold.parse(input.rule_threshold) },
  );

/**
 * The type cannot change on edit; a `manual` field, if sent, is ignored. Rule fields apply to
 * automatic ones; one absent, null or blank keeps the current value.
 */
export const achievementUpdateSchema = z.object({
  ...common,
  manual: z.unknown().optional(),
  rule_metric: ruleMetric.nullish(),
  rule_threshold: z.preprocess((value) => (value === '' ? undefined : value), ruleThreshold.nullish()),
});

/**
 * What a rule would do if saved: `id` of the achievement being edited (absent for a new one).
 * Answer: `{ awards, withdraws }`, the number of users who would gain / lose it.
 */
export const rulePreviewSchema = z.object({
  id: requiredId().optional(),
  rule_metric: ruleMetric,
  rule_threshold: ruleThreshold,
});
export const rulePreviewResponse = z.object({ awards: z.number().int(), withdraws: z.number().int() });
export type RulePreview = Json<typeof rulePreviewResponse>;

export const giveAchievementSchema = z.object({ achievement_id: requiredId(VALIDATION.achievementRequired) });
export const markReadSchema = z.object({ ids: idList(1000).optional() }).nullish();
export type AchievementCreateInput = z.output<typeof achievementCreateSchema>;
export type AchievementUpdateInput = z.output<typeof achievementUpdateSchema>;
export type RulePreviewInput = z.output<typeof rulePreviewSchema>;
export type GiveAchievementInput = z.output<typeof giveAchievementSchema>;
export type MarkReadInput = z.output<typeof markReadSchema>;

/** An achievement as every answer shows it: `manual` is 1 (given by an admin) or 0 (automatic, with its rule). */
export const achievementItem = z
  .object({
    id: recordId,
    name: z.string(),
    description: z.string(),
    points: count,
    manual: z.union([z.literal(0), z.literal(1)]),
    rule_metric: z.enum(RULE_METRICS).nullable(),
    rule_threshold: count.nullable(),
    badge: z.string().nullable(),
    users_count: count,
    created_at: isoTimestamp,
  })
  .meta({ id: 'Achievement' });
export type Achievement = Json<typeof achievementItem>;

export const achievementListResponse = z.object({ achievements: z.array(achievementItem) });
export type AchievementListResponse = Json<typeof achievementListResponse>;

export const achievementSavedResponse = z.object({ achievement: achievementItem, ...answerMessage });
export type AchievementSavedResponse = Json<typeof achievementSavedResponse>;

/** The public achievements page: how many earned each, out of how many users, and whether the viewer has it. */
export const achievementProgressItem = achievementItem.extend({
  users_earned: count,
  total_users: count,
  /** Percent of users, one decimal. */
  progress: z.number(),
  earned: z.boolean(),
});
export type AchievementProgress = Json<typeof achievementProgressItem>;
export const publicAchievementsResponse = z.object({ achievements: z.array(achievementProgressItem) });
export type PublicAchievementsResponse = Json<typeof publicAchievementsResponse>;

/** An earned achievement as anyone sees it on a profile: when it was earned. */
export const publicAwardItem = achievementItem.extend({ earned_at: isoTimestamp }).meta({ id: 'PublicAward' });
export type PublicAward = Json<typeof publicAwardItem>;

/** An earned achievement as its holder sees it: also when the popup showed it (null: unread). */
export const awardItem = publicAwardItem.extend({ read_at: isoTimestamp.nullable() }).meta({ id: 'Award' });
export type Award = Json<typeof awardItem>;

export const userAchievementsResponse = z.object({ achievements: z.array(awardItem) });
export type UserAchievementsResponse = Json<typeof userAchievementsResponse>;

export const unreadAchievementsResponse = z.object({ hasUnread: z.boolean(), achievements: z.array(awardItem) });
export type UnreadAchievementsResponse = Json<typeof unreadAchievementsResponse>;

/** An automatic achievement the student has not earned: their value of its rule's metric and the rule's threshold. */
export const nextStepItem = z
  .object({ id: recordId, current: count, target: count })
  .meta({ id: 'NextStep', description: 'current: the student’s value of the rule’s metric; target: the rule’s threshold' });
/** `GET /api/user/achievements/progress` (addition, issue 25): the largest share of the target first (current/target), then the smallest target, then points, then id. */
export const nextStepsResponse = z.object({ achievements: z.array(nextStepItem) });
export type NextStep = Json<typeof nextStepItem>;
export type NextStepsResponse = Json<typeof nextStepsResponse>;
