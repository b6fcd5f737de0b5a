/** Production entry: configuration, database, migrations, first-start content, HTTP, shutdown. */
import { buildApp } from './app.js';
import { prepareDatabase } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { maintainEmbeddedDatabase } from './db/maintenance.js';
import { loadEnvFileIfPresent } from './env-file.js';
import { createWatchdog } from './watchdog/watchdog.js';

async function main() {
  loadEnvFileIfPresent();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    statementTimeouts: config.statementTimeouts,
  });
  const watchdog = config.watchdogMs > 0 ? createWatchdog(config.watchdogMs) : undefined;
  const app = await buildApp({ db: database.db, config, logger: { level: config.logLevel }, watchdog });

  await prepareDatabase(database, config, app.log);
  const maintenance = await maintainEmbeddedDatabase(database, app.log);

  // SIGTERM (systemd, docker stop, npm start passing it on) or SIGINT (Ctrl-C): requests in flight
  // finish, idle connections close, the database closes, exit 0. A second signal (Ctrl-C reaches
  // both npm start and the server) changes nothing; a close stuck past 10 s exits 1.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, 10_000).unref();
    try {
      await app.close();
      await maintenance.stop();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Watched from here on: a slow first start (migrations, demo content) is not a blocked server.
  watchdog?.start(app.log);
  await app.listen({ port: config.port, host: config.host });
  // `npm start` (scripts/start.mjs) restarts only a server that got this far once: a bad
  // configuration or a port in use would fail the same way at every restart.
  if (process.connected) process.send?.({ ready: true });
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
