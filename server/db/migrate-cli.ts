/** `npm run db:migrate`: apply pending migrations to the configured database and exit. */
import { loadConfig } from '../config.js';
import { runCommand } from './cli.js';
import { openDatabase } from './client.js';
import { loadEnvFileIfPresent } from '../env-file.js';

await runCommand('migrate', async () => {
  loadEnvFileIfPresent();
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await handle.close();
  console.log(`Migrations applied (${handle.engine}).`);
});
