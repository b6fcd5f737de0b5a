/** `npm run db:migrate`: apply pending migrations to the configured database and exit. */
import { loadConfig } from '../config.js';
import { runCommand } from './cli.js';
import { openDatabase } from './client.js';

await runCommand('migrate', async () => {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await handle.close();
  console.log(`Migrations applied (${handle.engine}).`);
});
