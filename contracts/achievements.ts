import { z } from 'zod';
import { MAX_LONG_TEXT_LENGTH, RULE_METRICS } from './constants.js';
import { flag, idList, requiredId, requiredNumber, requiredText, wholeNumber } from './fields.js';
import { imageField } from './courses.js';
import { VALIDATION } from './messages.js';

const points = requiredNumber(VALIDATION.pointsRequired).pipe(wholeNumber({ value: 1, message: VALIDATION.pointsPositive }));
const ruleMetric = z.enum(RULE_METRICS, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'Rule Metric is Required'
      : VALIDATION.ruleMetricUnknown,
});
const ruleThreshold = requiredNumber('Rule Threshold is Required').pipe(
  wholeNumber({ value: 1, message: 'Rule Threshold Must Be At Least 1' }),
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
    manual: flag(VALIDATION.typeRequired, VALIDATION.typeRequired),
    rule_metric: ruleMetric.nullish(),
    rule_threshold: z.unknown().optional(),
  })
  .transform((input, ctx) => {
    if (input.manual) return { ...input, rule_metric: null, rule_threshold: null };
    const metric = ruleMetric.safeParse(input.rule_metric);
    const threshold = ruleThreshold.safeParse(input.rule_threshold);
    if (!metric.success) ctx.addIssue({ code: 'custom', path: ['rule_metric'], message: metric.error.issues[0].message });
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
export const markReadSchema = z.object({ ids: idList(1000).optional() }).nullish();

export { ruleThreshold, ruleMetric };
