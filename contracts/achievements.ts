import { z } from 'zod';
import { MAX_LONG_TEXT_LENGTH, RULE_METRICS } from './constants.js';
import { flag, requiredId, requiredNumber, requiredText } from './fields.js';
import { imageField } from './courses.js';
import { VALIDATION } from './messages.js';

const points = requiredNumber(VALIDATION.pointsRequired).pipe(
  z.number().int({ error: VALIDATION.integer }).gt(0, { error: VALIDATION.pointsPositive }).max(1_000_000),
);
const ruleMetric = z.enum(RULE_METRICS, { error: 'Rule Metric is Required' });
const ruleThreshold = requiredNumber('Rule Threshold is Required').pipe(
  z.number().int({ error: VALIDATION.integer }).min(1, { error: 'Rule Threshold Must Be At Least 1' }).max(1_000_000),
);

const common = {
  name: requiredText(VALIDATION.nameRequired),
  description: requiredText(VALIDATION.descriptionRequired, MAX_LONG_TEXT_LENGTH),
  points,
  badge: imageField.optional(),
};

/** Automatic achievements (manual = 0) carry a rule; manual ones do not. */
export const achievementCreateSchema = z
  .object({
    ...common,
    manual: flag(VALIDATION.typeRequired),
    rule_metric: ruleMetric.nullish(),
    rule_threshold: z.unknown().optional(),
  })
  .transform((input, ctx) => {
    if (input.manual) return { ...input, rule_metric: null, rule_threshold: null };
    const metric = ruleMetric.safeParse(input.rule_metric);
    const threshold = ruleThreshold.safeParse(input.rule_threshold);
    if (!metric.success) ctx.addIssue({ code: 'custom', path: ['rule_metric'], message: 'Rule Metric is Required' });
    if (!threshold.success)
      ctx.addIssue({ code: 'custom', path: ['rule_threshold'], message: threshold.error.issues[0].message });
    if (!metric.success || !threshold.success) return z.NEVER;
    return { ...input, rule_metric: metric.data, rule_threshold: threshold.data };
  });

/** The type cannot change on edit; a `manual` field, if sent, is ignored. Rule fields apply to automatic ones. */
export const achievementUpdateSchema = z.object({
  ...common,
  manual: z.unknown().optional(),
  rule_metric: ruleMetric.nullish(),
  rule_threshold: z.unknown().optional(),
});

export const giveAchievementSchema = z.object({ achievement_id: requiredId(VALIDATION.achievementRequired) });
export const markReadSchema = z.object({ ids: z.array(requiredId()).max(1000).optional() }).nullish();

export { ruleThreshold, ruleMetric };
