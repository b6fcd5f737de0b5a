/**
 * Backup and restore of the embedded database: one `.tar.gz` holding `backup.json` (what it is),
 * `pgdata.tar` (PGlite's own dump of its data folder, uploaded images included: they are in the
 * `uploads` table) and `uploads/` (image files an older version left in DATA_DIR/uploads and no
 * start has moved into the table yet; the next start after a restore does).
 *
 * The site must be stopped: both take DATA_DIR's lock (data-dir-lock.ts), so they refuse to run
 * beside a live server instead of copying a database that is being written. PostgreSQL is backed
 * up with its own tools (pg_dump / pg_restore, see docs/deployment.md).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options.js';
import { packTar, unpackTar, type ArchiveEntry } from './backup-archive.js';
import { DataDirBusyError, LOCK_FILE, lockDataDir, type DataDirLock } from './data-dir-lock.js';

const FORMAT = 'academy-backup';
const VERSION = 1;

export class BackupError extends Error {}

type Manifest = { format: string; version: number; created_at: string; users: number | null; uploads: number };

export type BackupSummary = { file: string; bytes: number; users: number | null; uploads: number };

async function lockFor(dataDir: string, action: string): Promise<DataDirLock> {
  try {
    return await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      throw new BackupError(
        `the site is running on ${error.dataDir} (pid ${error.owner.pid}). The embedded database can only be ${action} ` +
          'while the site is stopped: stop it, run this again, then start it',
      );
    }
    throw error;
  }
}

async function listFiles(root: string, relative = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(root, relative), { withFileTypes: true })) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await listFiles(root, name)));
    else if (entry.isFile()) found.push(name);
  }
  return found;
}

async function countRows(client: PGlite, table: 'users' | 'uploads'): Promise<number | null> {
  try {
    const result = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
    return result.rows[0]?.count ?? 0;
  } catch {
    return null;
  }
}

export function defaultBackupName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `academy-backup-${stamp}.tar.gz`;
}

/** Writes one archive of DATA_DIR's database and uploads to `file` (refuses to overwrite one). */
export async function backupDataDir(options: { dataDir: string; file: string }): Promise<BackupSummary> {
  const dataDir = path.resolve(options.dataDir);
  const file = path.resolve(options.file);
  const pgdata = path.join(dataDir, 'pgdata');
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new BackupError(`there is no embedded database to back up in ${pgdata}`);
  }
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another file name`);
  const lock = await lockFor(dataDir, 'backed up');
  try {
    // Opening runs PGlite's crash recovery when the last server was killed, so the dump is consistent.
    const client = new PGlite(pgdata, pgliteOptions);
    let dump: Blob;
    let users: number | null;
    let storedUploads: number | null;
    try {
      await client.waitReady;
      users = await countRows(client, 'users');
      storedUploads = await countRows(client, 'uploads');
      await client.query('CHECKPOINT');
      dump = await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
    const uploadsDir = path.join(dataDir, 'uploads');
    const uploadFiles = existsSync(uploadsDir) ? await listFiles(uploadsDir) : [];
    const uploadCount = (storedUploads ?? 0) + uploadFiles.length;
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      created_at: new Date().toISOString(),
      users,
      uploads: uploadCount,
    };
    const entries: ArchiveEntry[] = [
      { name: 'backup.json', data: Buffer.from(JSON.stringify(manifest, null, 2) + '\n') },
      { name: 'pgdata.tar', data: new Uint8Array(await dump.arrayBuffer()) },
    ];
    for (const name of uploadFiles) {
      const full = path.join(uploadsDir, name);
      entries.push({ name: `uploads/${name}`, data: await readFile(full), mtime: (await stat(full)).mtime });
    }
    const archive = gzipSync(packTar(entries));
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside the target and renamed, so a failed backup never leaves a half file under the real name.
    const partial = `${file}.partial`;
    await writeFile(partial, archive, { flag: 'w' });
    await rename(partial, file);
    return { file, bytes: archive.length, users, uploads: uploadCount };
  } finally {
    await lock.release();
  }
}

export type RestoreSummary = { dataDir: string; users: number | null; uploads: number; movedAside: string[] };

function safeUploadName(name: string): string {
  const relative = name.slice('uploads/'.length);
  const normal = path.posix.normalize(relative);
  if (!relative || normal.startsWith('..') || path.posix.isAbsolute(normal) || normal.includes('\0')) {
    throw new BackupError(`the backup holds an unsafe file name: ${name}`);
  }
  return normal;
}

/**
 * Restores an archive into DATA_DIR. An empty (or missing) folder only, unless `force`: then the
 * current `pgdata/` (and `uploads/`, if any) are moved aside (renamed `*.before-restore-<time>`), not deleted.
 */
export async function restoreDataDir(options: { file: string; dataDir: string; force?: boolean }): Promise<RestoreSummary> {
  const file = path.resolve(options.file);
  const dataDir = path.resolve(options.dataDir);
  let entries: ArchiveEntry[];
  try {
    entries = unpackTar(gunzipSync(await readFile(file)));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`${file} does not exist`);
    throw new BackupError(`${file} is not a backup of this site (${(error as Error).message})`);
  }
  const manifestEntry = entries.find((entry) => entry.name === 'backup.json');
  const pgdataEntry = entries.find((entry) => entry.name === 'pgdata.tar');
  let manifest: Partial<Manifest> = {};
  try {
    manifest = manifestEntry ? (JSON.parse(Buffer.from(manifestEntry.data).toString('utf8')) as Manifest) : {};
  } catch {
    // Reported below.
  }
  if (manifest.format !== FORMAT || !pgdataEntry) throw new BackupError(`${file} is not a backup of this site`);
  if ((manifest.version ?? 0) > VERSION) {
    throw new BackupError(`${file} was written by a newer version of the site (format ${manifest.version})`);
  }
  const uploads = entries.filter((entry) => entry.name.startsWith('uploads/'));
  const uploadNames = uploads.map((entry) => safeUploadName(entry.name));

  const lock = await lockFor(dataDir, 'restored');
  try {
    const present = (await readdir(dataDir)).filter((name) => name !== LOCK_FILE);
    const movedAside: string[] = [];
    if (present.length > 0) {
      if (!options.force) {
        throw new BackupError(
          `${dataDir} is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', ...' : ''}): ` +
            'restore into an empty folder, or add --force to move its pgdata/ and uploads/ aside first',
        );
      }
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
      for (const name of ['pgdata', 'uploads']) {
        if (!present.includes(name)) continue;
        const aside = `${name}.before-restore-${stamp}`;
        await rename(path.join(dataDir, name), path.join(dataDir, aside));
        movedAside.push(aside);
      }
    }
    const pgdata = path.join(dataDir, 'pgdata');
    await mkdir(pgdata, { recursive: true });
    const client = new PGlite(pgdata, { ...pgliteOptions, loadDataDir: new Blob([Buffer.from(pgdataEntry.data)]) });
    let users: number | null;
    let storedUploads: number | null;
    try {
      await client.waitReady;
      users = await countRows(client, 'users');
      storedUploads = await countRows(client, 'uploads');
      await client.query('CHECKPOINT');
    } finally {
      await client.close();
    }
    const uploadsDir = path.join(dataDir, 'uploads');
    for (const [index, entry] of uploads.entries()) {
      const target = path.join(uploadsDir, uploadNames[index]);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, entry.data);
    }
    return { dataDir, users, uploads: (storedUploads ?? 0) + uploads.length, movedAside };
  } finally {
    await lock.release();
  }
}
