/**
 * `npm run bench:data -- [--users 100000] [--submissions 1000000] [--reset]`: adds a synthetic
 * academy of that size to the configured database (DATA_DIR, or DATABASE_URL when set), with
 * every figure recomputed and checked. Generated students sign in with the password `student123`.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.js';
import { runCommand } from '../server/db/cli.js';
import { openDatabase } from '../server/db/client.js';
import { loadEnvFileIfPresent } from '../server/env-file.js';
import { hashPassword } from '../server/modules/auth/passwords.js';
import { findDrift } from '../server/modules/progress/check.js';
import { generateAcademy, stepsFor, STUDENT_EMAIL_DOMAIN, STUDENT_PASSWORD, type Volume } from './generator/generate.js';
import { progressBar } from './generator/progress.js';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    submissions: { type: 'string', default: '1000000' },
    reset: { type: 'boolean', default: false },
  },
});
const wholeNumber = (name: string, text: string) => {
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number, not ${JSON.stringify(text)}`);
    process.exit(2);
  }
  return value;
};
const volume: Volume = { users: wholeNumber('users', values.users), submissions: wholeNumber('submissions', values.submissions) };

await runCommand('generate data', async () => {
  loadEnvFileIfPresent();
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    console.log(
      `Adding ${volume.users.toLocaleString('en-US')} students and ${volume.submissions.toLocaleString('en-US')} submissions to ${
        handle.engine === 'postgres' ? 'PostgreSQL' : config.dataDir
      }${values.reset ? ' (emptied first)' : ''}`,
    );
    const progress = progressBar(stepsFor(volume, values.reset) + 1);
    const summary = await generateAcademy(handle.db, volume, {
      reset: values.reset,
      passwordHash: await hashPassword(STUDENT_PASSWORD),
      progress,
    });
    progress.step('checking every figure (db:check)');
    const drift = await findDrift(handle.db);
    progress.done();
    for (const line of drift.slice(0, 20)) console.log(line);
    console.log(
      drift.length ? `${drift.length} differences found (npm run db:repair fixes them).` : 'Every figure matches the rows.',
    );
    const seconds = progress.elapsed().toFixed(1);
    console.log(
      `Added ${Object.entries(summary)
        .map(([what, n]) => `${n.toLocaleString('en-US')} ${what}`)
        .join(', ')} in ${seconds} s (students sign in as first.last.N@${STUDENT_EMAIL_DOMAIN} / ${STUDENT_PASSWORD}).`,
    );
    process.exitCode = drift.length ? 1 : 0;
  } finally {
    await handle.close();
  }
});
