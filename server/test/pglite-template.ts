/**
 * Vitest's global setup of the server tests on PGlite: one empty, migrated embedded database,
 * dumped once to a file that every test file's database starts from (harness.ts). Creating an
 * embedded database runs initdb in WebAssembly, 3-10 s on this machine's two cores, once per test
 * file; loading the dump takes a fraction of that. Migrations still run on each database (finding
 * nothing to do), and the tests of a new database (startup, backups, migrations) start from
 * nothing as before. On PostgreSQL (TEST_DATABASE_URL) there is nothing to do.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { pgliteOptions } from '../db/pglite-options.js';

/** The app's migrations (db/client.ts), not imported from there: Vitest's global setup cannot load its thread. */
const migrationsFolder = path.resolve(import.meta.dirname, '../db/migrations');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump's file, unset on PostgreSQL. */
    pgliteTemplate?: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const pglite = new PGlite(pgliteOptions);
  await migrate(drizzle(pglite), { migrationsFolder });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = path.join(os.tmpdir(), `academy-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}
