/** Production entry: configuration, database, migrations, first-start content, HTTP, shutdown. */
import { buildApp } from './app.js';
import { ensureSuperAdmin, warnAboutDemoLogins } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DEMO_ADMIN, DEMO_STUDENT } from './seed/content.js';
import { seedDemo } from './seed/demo.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ db: database.db, config, logger: { level: config.logLevel } });

  await ensureSuperAdmin(database.db, config, app.log);
  // Demo content only for a brand-new embedded database: never fills a real PostgreSQL by surprise,
  // and not with NODE_ENV=production unless SEED_DEMO=1 says so (config.ts).
  if (config.seedDemo && database.wasEmpty && database.engine === 'pglite') {
    const summary = await seedDemo(database.db, { uploadsDir: config.uploadsDir });
    app.log.info(summary, 'demo content created');
    console.log(`Demo student: ${DEMO_STUDENT.email} / ${DEMO_STUDENT.password}`);
    console.log(`Demo admin:   ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  } else {
    // Published logins left from an earlier demo start, or added with `npm run seed:demo`.
    await warnAboutDemoLogins(database.db, app.log);
  }

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
