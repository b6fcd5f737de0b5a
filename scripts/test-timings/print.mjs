// `npm run test:timings [dir]`: where the last `npm test` spent its time, from the reports it kept
// (default test-reports/): each phase's wall time against its share of CI's 30 minutes, the files'
// fixed costs (Vitest's preparation and the import of each file's graph), and the 15 slowest files
// and tests of every suite. Prints only; a phase over its share says so on its line.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { playwrightTests } from '../playwright-report.mjs';

const dir = process.argv[2] ?? 'test-reports';

/**
 * Seconds of CI's 30 minutes each phase may take (scripts/test-all.sh names them; `setup` is
 * .ci/run's system packages, Node and npm ci). A new phase without a share shows "-".
 */
// Shares as of issue 42's close (measured 53, 544, 233, 7, 560, 92, 21 s): each about a tenth
// over its phase, summing to the 30 minutes.
const BUDGET = {
  setup: 120,
  'vitest-pglite': 600,
  'vitest-postgres': 300,
  'web-build': 30,
  browser: 610,
  // typecheck, lint, format and the migrations check, side by side (scripts/test-all.sh).
  checks: 100,
  // .ci/run, after npm test: the README's commands on the machine's Node 20 (scripts/smoke-node20.mjs).
  'smoke-node20': 40,
};
const TOTAL_BUDGET = 30 * 60;

const read = (name) => {
  const file = path.join(dir, name);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};
const readJson = (name) => {
  const text = read(name);
  return text === undefined ? undefined : JSON.parse(text);
};
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
const table = (rows) => rows.forEach((row) => console.log(`  ${row}`));

if (!existsSync(dir)) {
  console.log(`No test reports in ${dir}: run npm test first.`);
  process.exit(0);
}

console.log(`== Phases (wall time against their share of ${TOTAL_BUDGET / 60} minutes)`);
const phases = (read('phases.txt') ?? '')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [name, start, end] = line.split(' ');
    return { name, seconds: Number(end) - Number(start) };
  });
let total = 0;
for (const { name, seconds: spent } of phases) {
  total += spent;
  const share = BUDGET[name];
  const verdict = share === undefined ? '' : spent > share ? `  OVER by ${spent - share} s` : '';
  console.log(`  ${name.padEnd(20)} ${String(spent).padStart(5)} s   share ${String(share ?? '-').padStart(4)} s${verdict}`);
}
console.log(
  `  ${'all'.padEnd(20)} ${String(total).padStart(5)} s   share ${String(TOTAL_BUDGET).padStart(4)} s${total > TOTAL_BUDGET ? `  OVER by ${total - TOTAL_BUDGET} s` : ''}`,
);

/** Vitest files with their fixed costs (timings-vitest-*.json, the reporter beside this file). */
const files = [];
const tests = [];
for (const pass of ['pglite', 'postgres']) {
  const timings = readJson(`timings-vitest-${pass}.json`);
  for (const file of timings?.files ?? []) {
    const fixed = file.prepareMs + file.importMs + file.setupMs;
    files.push({ label: `[${pass}] ${file.file}`, ms: fixed + file.testsMs, detail: `fixed ${seconds(fixed).trim()} s` });
  }
  if (timings) {
    const fixed = timings.files.reduce((sum, file) => sum + file.prepareMs + file.importMs + file.setupMs, 0);
    console.log(
      `\n${pass}: ${timings.files.length} files; before their first test (Vitest's preparation, imports, setup) ${seconds(fixed).trim()} s summed over the workers`,
    );
  }
  const report = readJson(`vitest-${pass}.json`);
  for (const result of report?.testResults ?? [])
    for (const test of result.assertionResults ?? [])
      tests.push({ label: `[${pass}] ${path.relative(process.cwd(), result.name)} › ${test.fullName}`, ms: test.duration ?? 0 });
}

// Playwright: a spec file's time is its tests' (the servers are started once for the run).
const specFiles = new Map();
for (const { file, titles, test } of playwrightTests(readJson('playwright.json')?.suites)) {
  const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
  const label = `[browser ${test.projectName}] e2e/${file}`;
  specFiles.set(label, (specFiles.get(label) ?? 0) + ms);
  tests.push({ label: `${label} › ${titles.join(' › ')}`, ms });
}
for (const [label, ms] of specFiles) files.push({ label, ms, detail: '' });

const slowest = (list) => [...list].sort((a, b) => b.ms - a.ms).slice(0, 15);
console.log('\n== The 15 slowest files (Vitest: fixed costs included)');
table(slowest(files).map(({ label, ms, detail }) => `${seconds(ms)} s  ${label}${detail ? `  (${detail})` : ''}`));
console.log('\n== The 15 slowest tests');
table(slowest(tests).map(({ label, ms }) => `${seconds(ms)} s  ${label}`));
