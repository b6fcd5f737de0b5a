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

/** The type cannot change on edit; a `manual` field, if sent, is ignored. Rule fields apply to automatic ones. */
export const achievementUpdateSchema = z.object({
  ...common,
  manual: z.unknown().optional(),
  rule_metric: ruleMetric.nullish(),
  rule_threshold: z.unknown().optional(),
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
export type RulePreview = { awards: number; withdraws: number };

export const giveAchievementSchema = z.object({ achievement_id: requiredId(VALIDATION.achievementRequired) });
export const markReadSchema = z.object({ ids: idList(1000).optional() }).nullish();

export { ruleThreshold };
