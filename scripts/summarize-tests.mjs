// Sums Vitest and Playwright JSON reports and the static checks' counts into the one line CI reads: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (file.startsWith('vitest')) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    // A file that failed to load has no failed test of its own: count it once.
    failed += (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
    ).length;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A run that failed without a failed test (an unhandled error between tests) counts once.
    const exitFile = path.join(dir, file.replace(/\.json$/, '.exit'));
    if (existsSync(exitFile) && !report.numFailedTests && !report.numFailedTestSuites) failed += 1;
  } else if (file.startsWith('playwright')) {
    const stats = report.stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    skipped += stats.skipped ?? 0;
    if ((report.errors ?? []).length && !stats.unexpected) failed += report.errors.length;
  } else if (file.startsWith('checks')) {
    passed += report.passed;
    failed += report.failed;
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
