/** Production entry: configuration, database, migrations, first-start content, HTTP, shutdown. */
import { buildApp } from './app.js';
import { prepareDatabase } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { loadEnvFileIfPresent } from './env-file.js';

async function main() {
  loadEnvFileIfPresent();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ db: database.db, config, logger: { level: config.logLevel } });

  await prepareDatabase(database, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    console.error(`Cannot start: ${(error as Error).message}`);
  } else {
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
