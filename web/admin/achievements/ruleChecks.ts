import { ruleMetric, ruleThreshold } from '../../../contracts/achievements';

type RuleValues = { manual?: unknown; rule_metric?: unknown; rule_threshold?: unknown };

/**
 * The rule of an automatic achievement, checked with the contract's own field schemas. The
 * contract checks it in a transform, which zod runs only once name, description and points are
 * valid; checked here too, its messages show at the same time as theirs.
 */
export function ruleChecks({ manual, rule_metric, rule_threshold }: RuleValues) {
  if (String(manual) !== '0') return {};
  const metric = ruleMetric.safeParse(rule_metric);
  const threshold = ruleThreshold.safeParse(rule_threshold);
  return {
    rule_metric: metric.success ? undefined : metric.error.issues[0].message,
    rule_threshold: threshold.success ? undefined : threshold.error.issues[0].message,
  };
}
