/**
 * `npm run db:check`: lists every stored figure, award and title that differs from what the rows
 * and rules imply; exit 1 when there is any. `npm run db:repair` (`--repair`) fixes them.
 */
import { loadConfig } from '../config.js';
import { findDrift } from '../modules/progress/check.js';
import { recomputeEverything } from '../modules/progress/service.js';
import { runCommand } from './cli.js';
import { openDatabase } from './client.js';
import { loadEnvFileIfPresent } from '../env-file.js';
import { announceCommit } from '../freshness/freshness.js';

const repair = process.argv.includes('--repair');
await runCommand(repair ? 'repair' : 'check', async () => {
  loadEnvFileIfPresent();
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const drift = await findDrift(handle.db);
    for (const line of drift) console.log(line);
    if (!repair) {
      console.log(
        drift.length ? `${drift.length} differences found (npm run db:repair fixes them).` : 'Every figure matches the rows.',
      );
      process.exitCode = drift.length ? 1 : 0;
    } else {
      await handle.db.transaction((tx) => recomputeEverything(tx));
      if (handle.engine === 'postgres') await announceCommit(handle.db);
      const left = await findDrift(handle.db);
      console.log(`Repaired ${drift.length} differences; ${left.length} left.`);
      process.exitCode = left.length ? 1 : 0;
    }
  } finally {
    await handle.close();
  }
});
