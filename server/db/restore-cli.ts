/**
 * `npm run restore -- <file.tar.gz> [--force]`: puts a backup made by `npm run backup` into
 * DATA_DIR, with the site stopped. An empty DATA_DIR only, unless --force (which moves the current
 * pgdata/ and uploads/ aside rather than deleting them). See server/db/backup.ts.
 */
import { loadConfig } from '../config.js';
import { BackupError, restoreDataDir } from './backup.js';
import { DataDirAccessError } from './data-dir-lock.js';
import { loadEnvFileIfPresent } from '../env-file.js';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');

try {
  loadEnvFileIfPresent();
  const config = loadConfig();
  if (files.length !== 1) throw new BackupError('name one backup file: npm run restore -- <file.tar.gz> [--force]');
  if (config.databaseUrl) {
    throw new BackupError('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deployment.md, Backups)');
  }
  const summary = await restoreDataDir({ file: files[0], dataDir: config.dataDir, force });
  for (const aside of summary.movedAside)
    console.log(`Moved aside: ${summary.dataDir}/${aside} (delete it once the restore is checked)`);
  console.log(
    `Restored into ${summary.dataDir} (${summary.users ?? 0} users, ${summary.uploads} uploaded files). Start the site with npm start.`,
  );
} catch (error) {
  if (error instanceof BackupError || error instanceof DataDirAccessError) {
    console.error(`Cannot restore: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
