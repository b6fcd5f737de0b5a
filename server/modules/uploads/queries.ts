/** The SQL of uploaded images (table `uploads`, db/schema.ts). */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { achievements, courses, uploads } from '../../db/schema.js';

export type StoredUpload = { name: string; contentType: string; bytes: Buffer; createdAt: Date };
export type NewUpload = { name: string; contentType: string; bytes: Buffer; adminId?: number };

/*
 * Bytes travel as hex text, turned into bytea by the database (decode / encode): PGlite's own
 * bytea conversion builds one string per byte, about 100 MB of garbage for each 2 MB image
 * (bench/uploads.ts); Buffer's hex is one copy.
 */

/** Stores a new image; a name that exists already is left as it is (names are never reused). */
export async function insertUpload(db: Executor, { bytes, ...upload }: NewUpload) {
  const inserted = await db
    .insert(uploads)
    .values({ ...upload, size: bytes.length, bytes: sql`decode(${bytes.toString('hex')}, 'hex')` })
    .onConflictDoNothing({ target: uploads.name })
    .returning({ name: uploads.name });
  return inserted.length > 0;
}

export async function findUpload(db: Executor, name: string): Promise<StoredUpload | undefined> {
  const [row] = await db
    .select({
      name: uploads.name,
      contentType: uploads.contentType,
      hex: sql<string>`encode(${uploads.bytes}, 'hex')`,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(eq(uploads.name, name))
    .limit(1);
  return row && { name: row.name, contentType: row.contentType, bytes: Buffer.from(row.hex, 'hex'), createdAt: row.createdAt };
}

/**
 * Makes stores of uploads wait for one another until the transaction ends, so a quota or a rate
 * is checked against every upload stored before (several instances on PostgreSQL too). Reads of
 * images go on meanwhile (SHARE ROW EXCLUSIVE does not block SELECT).
 */
export async function lockUploadsForWrite(tx: Executor) {
  await tx.execute(sql`LOCK TABLE ${uploads} IN SHARE ROW EXCLUSIVE MODE`);
}

/** The bytes of every stored upload together. */
export async function storedUploadBytes(db: Executor): Promise<number> {
  const [row] = await db.select({ total: sql`coalesce(sum(${uploads.size}), 0)`.mapWith(Number) }).from(uploads);
  return row.total;
}

/** How many uploads the admin stored in the last `seconds`. */
export async function countRecentUploads(db: Executor, adminId: number, seconds: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.adminId, adminId), gt(uploads.createdAt, sql`now() - make_interval(secs => ${seconds})`)));
  return row.n;
}

/**
 * Deletes the uploads stored more than `olderThanSeconds` ago that no course image or achievement
 * badge names (the only columns that hold /uploads/ paths: contracts/courses.ts `imageField`).
 * One statement: safe to run on several instances at once, and twice.
 */
export async function deleteUnusedUploads(db: Executor, olderThanSeconds: number): Promise<string[]> {
  const path = sql`'/uploads/' || ${uploads.name}`;
  const deleted = await db
    .delete(uploads)
    .where(
      and(
        sql`${uploads.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`,
        sql`NOT EXISTS (SELECT 1 FROM ${courses} WHERE ${courses.image} = ${path})`,
        sql`NOT EXISTS (SELECT 1 FROM ${achievements} WHERE ${achievements.badge} = ${path})`,
      ),
    )
    .returning({ name: uploads.name });
  return deleted.map((row) => row.name);
}
