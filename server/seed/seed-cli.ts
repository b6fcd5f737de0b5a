/** `npm run seed:demo`: add the demo academy to the configured database (idempotent). */
import { loadConfig } from '../config.js';
import { runCommand } from '../db/cli.js';
import { openDatabase } from '../db/client.js';
import { loadEnvFileIfPresent } from '../env-file.js';
import { announceCommit } from '../freshness/freshness.js';
import { DEMO_ADMIN, DEMO_STUDENT } from './content.js';
import { seedDemo } from './demo.js';

await runCommand('add the demo academy', async () => {
  loadEnvFileIfPresent();
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const summary = await seedDemo(handle.db);
  if (handle.engine === 'postgres' && !summary.skipped) await announceCommit(handle.db);
  await handle.close();
  if (summary.skipped) console.log('Demo content is already there: nothing added.');
  else console.log('Demo content added:', summary);
  console.log(`Demo student: ${DEMO_STUDENT.email} / ${DEMO_STUDENT.password}`);
  console.log(`Demo admin:   ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
});
