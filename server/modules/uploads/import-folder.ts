/**
 * Images uploaded before the `uploads` table (migration 0003) were files in DATA_DIR/uploads.
 * At start their bytes go into the table under the same names, so their /uploads/<name> URLs keep
 * working on every instance; then the folder is renamed `uploads.imported-<time>` (kept, not
 * deleted) so the next start finds nothing to do. A file whose name is already in the table is
 * left as the table has it (two instances sharing the folder may import it at once).
 * A restore of an older backup puts files back in DATA_DIR/uploads: the next start imports them.
 * An image over UPLOADS_MAX_MEGAPIXELS is not imported, as an upload of it would be refused: it
 * stays in the kept folder and is named in a warning (docs/decisions.md).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { exceedsMegapixels, imageSize } from './image-size.js';
import { insertUpload } from './queries.js';
import { contentTypeOf } from './service.js';

export type ImportSummary = { imported: number; present: number; keptAs?: string };
export type ImportOptions = { maxMegapixels: number; now?: Date };

export async function importUploadFolder(
  db: Database,
  uploadsDir: string,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  { maxMegapixels, now = new Date() }: ImportOptions,
): Promise<ImportSummary> {
  if (!existsSync(uploadsDir)) return { imported: 0, present: 0 };
  // Only the files an upload could have made: not hidden files (a half-written `.name.part`), not folders.
  const names = (await readdir(uploadsDir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  if (names.length === 0) {
    // The empty folder older versions created at start: removed (kept when something else is in it).
    await rmdir(uploadsDir).catch(() => undefined);
    return { imported: 0, present: 0 };
  }
  let imported = 0;
  for (const name of names) {
    const bytes = await readFile(path.join(uploadsDir, name));
    const size = imageSize(bytes);
    if (size && exceedsMegapixels(size, maxMegapixels)) {
      log.warn({ file: name, ...size, maxMegapixels }, 'uploaded image not imported: more pixels than UPLOADS_MAX_MEGAPIXELS');
    } else if (await insertUpload(db, { name, contentType: contentTypeOf(name), bytes })) imported++;
  }
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const keptAs = `${uploadsDir}.imported-${stamp}`;
  try {
    await rename(uploadsDir, keptAs);
  } catch (error) {
    // Another instance sharing the folder renamed it first: its files are in the table all the same.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { imported, present: names.length };
    // A folder that cannot be renamed (a mount point): imported again at each start, which changes nothing.
    log.warn({ err: error, dir: uploadsDir }, 'uploaded files copied into the database; their folder could not be renamed');
    return { imported, present: names.length };
  }
  log.info({ imported, files: names.length, keptAs }, 'uploaded files moved into the database');
  return { imported, present: names.length, keptAs };
}
