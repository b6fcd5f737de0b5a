/** The SQL of uploaded images (table `uploads`, db/schema.ts). */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { uploads } from '../../db/schema.js';

export type StoredUpload = { name: string; contentType: string; bytes: Buffer; createdAt: Date };

/** Stores a new image; a name that exists already is left as it is (names are never reused). */
export async function insertUpload(db: Executor, upload: { name: string; contentType: string; bytes: Buffer }) {
  const inserted = await db
    .insert(uploads)
    .values({ ...upload, size: upload.bytes.length })
    .onConflictDoNothing({ target: uploads.name })
    .returning({ name: uploads.name });
  return inserted.length > 0;
}

export async function findUpload(db: Executor, name: string): Promise<StoredUpload | undefined> {
  const [row] = await db
    .select({ name: uploads.name, contentType: uploads.contentType, bytes: uploads.bytes, createdAt: uploads.createdAt })
    .from(uploads)
    .where(eq(uploads.name, name))
    .limit(1);
  return row;
}
