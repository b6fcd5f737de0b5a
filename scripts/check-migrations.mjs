// Fails unless server/db/schema.ts and the migrations describe the same database: runs
// `drizzle-kit generate` (drizzle.config.ts) against a temporary copy of server/db/migrations and
// passes only when it reports no schema changes and writes nothing. The real folder is never
// touched. drizzle-kit asks questions on a terminal (a renamed column or table) and exits 0 even on
// some errors, so its exit code alone proves nothing: it runs with no input and a hard timeout, and
// its output and the copy's files are what count.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TIMEOUT_MS = 60_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const temp = mkdtempSync(path.join(tmpdir(), 'academy-migrations-'));

/** Every file under a folder, as paths relative to it. */
const filesIn = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));

let failure;
try {
  const copy = path.join(temp, 'migrations');
  cpSync(path.join(root, 'server/db/migrations'), copy, { recursive: true });
  const before = new Set(filesIn(copy));
  // drizzle-kit reads the folder as `./${out}`: the copy is named relative to the repository.
  const config = path.join(temp, 'drizzle.config.ts');
  writeFileSync(
    config,
    `import base from ${JSON.stringify(path.join(root, 'drizzle.config.ts'))};\n` +
      `export default { ...base, out: ${JSON.stringify(path.relative(root, copy))} };\n`,
  );
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--config', config], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: TIMEOUT_MS,
    killSignal: 'SIGKILL',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
  const written = filesIn(copy).filter((file) => !before.has(file));
  const migration = written.find((file) => file.endsWith('.sql'));
  if (run.error?.code === 'ETIMEDOUT' || run.signal)
    failure = `drizzle-kit generate did not finish within ${TIMEOUT_MS / 1000} s (a question about a rename?):\n${output}`;
  else if (migration)
    failure = `server/db/schema.ts differs from the migrations; drizzle-kit would write ${migration}:\n${readFileSync(path.join(copy, migration), 'utf8')}`;
  else if (run.status !== 0 || written.length || !output.includes('No schema changes'))
    failure = `drizzle-kit generate did not report "No schema changes" (exit ${run.status}${written.length ? `, wrote ${written.join(', ')}` : ''}):\n${output}`;
} finally {
  rmSync(temp, { recursive: true, force: true });
}

if (failure) {
  console.error(failure);
  console.error('\nSee README.md "Adding a migration".');
  process.exit(1);
}
console.log('schema.ts and the migrations agree: drizzle-kit generate reports no schema changes');
