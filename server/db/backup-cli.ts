/**
 * `npm run backup [-- file.tar.gz]`: one archive of the embedded database and the uploads, with
 * the site stopped (the server holds DATA_DIR's lock while it runs). See server/db/backup.ts.
 */
import path from 'node:path';
import { loadConfig } from '../config.js';
import { BackupError, backupDataDir, defaultBackupName } from './backup.js';
import { DataDirAccessError } from './data-dir-lock.js';
import { loadEnvFileIfPresent } from '../env-file.js';

try {
  loadEnvFileIfPresent();
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new BackupError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc, uploaded images included (docs/deployment.md, Backups)',
    );
  }
  const file = process.argv[2] ?? path.join(process.cwd(), defaultBackupName());
  const summary = await backupDataDir({ dataDir: config.dataDir, file });
  const kb = Math.ceil(summary.bytes / 1024).toLocaleString('en-US');
  console.log(
    `Backup written: ${summary.file} (${kb} KB, ${summary.users ?? 0} users, ${summary.uploads} uploaded files). ` +
      'Restore with: npm run restore -- <file>',
  );
} catch (error) {
  if (error instanceof BackupError || error instanceof DataDirAccessError) {
    console.error(`Cannot back up: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
