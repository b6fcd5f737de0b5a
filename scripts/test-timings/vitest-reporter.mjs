// A Vitest reporter that writes, per test file, where its wall time went: Vitest's own preparation,
// the import of the file and its app graph (collect), setup files, and its tests and hooks. Vitest's
// JSON report has the tests' times only; a file's fixed costs are what this adds.
// Usage: --reporter=./scripts/test-timings/vitest-reporter.mjs with TIMINGS_FILE=<path>.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export default class FileTimings {
  onTestRunEnd(testModules) {
    const file = process.env.TIMINGS_FILE;
    if (!file) return;
    try {
      const files = testModules.map((module) => {
        const d = module.diagnostic();
        return {
          file: path.relative(process.cwd(), module.moduleId),
          project: module.project.name,
          prepareMs: Math.round(d.prepareDuration + d.environmentSetupDuration),
          importMs: Math.round(d.collectDuration),
          setupMs: Math.round(d.setupDuration),
          testsMs: Math.round(d.duration),
        };
      });
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ files }, null, 1));
    } catch (error) {
      // Timings are a help, never a reason for the run to fail.
      console.warn(`file timings not written: ${error.message}`);
    }
  }
}
