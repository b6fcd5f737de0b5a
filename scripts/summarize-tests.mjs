// Sums the Vitest and Playwright JSON reports into the one line CI reads last: "N passed, N failed".
// Above it, on lines of their own: browser tests that passed only on a retry (flaky: not counted as
// passed, listed by name so they get fixed), skipped tests, and the static checks (typecheck, lint,
// format, migrations), which are not tests and never enter the count. Exits 1 when a test or a check failed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { playwrightTests } from './playwright-report.mjs';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const flaky = [];
const failures = [];
let checks;

/** The first line of a failure message, short enough for the tail CI keeps. */
const firstLine = (messages) =>
  String(messages?.[0] ?? '')
    // eslint-disable-next-line no-control-regex -- terminal colours in Vitest's messages
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')[0]
    .slice(0, 300);

for (const file of existsSync(dir)
  ? readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : []) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (file.startsWith('vitest')) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    // A file that failed to load has no failed test of its own: count it once.
    failed += (report.testResults ?? []).filter(
      (result) => result.status === 'failed' && !(result.assertionResults ?? []).some((test) => test.status === 'failed'),
    ).length;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    const engine = file.replace(/^vitest-|\.json$/g, '');
    for (const result of report.testResults ?? []) {
      const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failedTests)
        failures.push(
          `[${engine}] ${path.relative(process.cwd(), result.name)} › ${test.fullName}: ${firstLine(test.failureMessages)}`,
        );
      if (result.status === 'failed' && !failedTests.length)
        failures.push(`[${engine}] ${path.relative(process.cwd(), result.name)}: ${firstLine([result.message])}`);
    }
    // A run that failed without a failed test (an unhandled error between tests) counts once.
    const exitFile = path.join(dir, file.replace(/\.json$/, '.exit'));
    if (existsSync(exitFile) && !report.numFailedTests && !report.numFailedTestSuites) failed += 1;
  } else if (file.startsWith('playwright')) {
    const stats = report.stats ?? {};
    passed += stats.expected ?? 0;
    failed += stats.unexpected ?? 0;
    skipped += stats.skipped ?? 0;
    for (const { file: specFile, titles, test } of playwrightTests(report.suites)) {
      if (test.status === 'unexpected')
        failures.push(
          `[${test.projectName}] ${specFile} › ${titles.join(' › ')}: ${firstLine([test.results?.at(-1)?.error?.message])}`,
        );
      if (test.status === 'flaky')
        flaky.push(`${test.projectName ? `[${test.projectName}] ` : ''}${specFile} › ${titles.join(' › ')}`);
    }
    // Counted from the tests when the report names them, from the totals otherwise.
    for (let i = flaky.length; i < (stats.flaky ?? 0); i++) flaky.push('(unnamed in the report)');
    if ((report.errors ?? []).length && !stats.unexpected) failed += report.errors.length;
  } else if (file.startsWith('checks')) {
    checks = report;
  }
}

// Named last, just above the closing line, so a CI log that keeps only its tail still says what failed.
for (const name of failures) console.log(`failed: ${name}`);
for (const name of flaky) console.log(`flaky (passed on retry): ${name}`);
if (skipped) console.log(`skipped: ${skipped}`);
if (checks) {
  const names = checks.failedNames?.length ? ` (${checks.failedNames.join(', ')})` : '';
  console.log(`static checks: ${checks.passed} passed, ${checks.failed} failed${names}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || (checks?.failed ?? 0) > 0 ? 1 : 0);
