/**
 * The tokens of notification mails' unsubscribe links (issue 48, `mail_unsubscribe_tokens`): 32
 * random bytes that only the mail carries, the row keeps their SHA-256. One per mail, valid
 * UNSUBSCRIBE_LINK_DAYS; using one only turns the student's notification mail off (it signs nobody
 * in, and may be used again). Expired ones are deleted by unsubscribe-pruning.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { mailUnsubscribeTokens } from '../../db/schema.js';

/** How long an unsubscribe link works: a year, as an old mail in an inbox is still where one looks. */
export const UNSUBSCRIBE_LINK_DAYS = 365;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new unsubscribe token for the student, in the caller's transaction; answers the token. */
export async function issueUnsubscribeToken(db: Executor, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`
    INSERT INTO mail_unsubscribe_tokens (user_id, token_hash, expires_at)
    VALUES (${userId}, ${hashOf(token)}, now() + make_interval(days => ${UNSUBSCRIBE_LINK_DAYS}))`);
  return token;
}

export type Unsubscribed = 'unsubscribed' | 'expired' | 'invalid';

/**
 * Turns off the notification mail of a live token's student, in one statement; answers what the
 * token was. An unknown or expired token changes nothing.
 */
export async function unsubscribeWith(db: Executor, token: string): Promise<Unsubscribed> {
  // The UPDATE runs whether or not the SELECT reads it (PostgreSQL runs every data-modifying WITH once).
  const [row] = rows<{ live: boolean | null }>(
    await db.execute(sql`
      WITH link AS (
        SELECT user_id, expires_at > now() AS live FROM mail_unsubscribe_tokens WHERE token_hash = ${hashOf(token)}
      ), off AS (
        UPDATE users SET notify_by_mail = false WHERE id IN (SELECT user_id FROM link WHERE live) RETURNING id
      )
      SELECT (SELECT live FROM link) AS live`),
  );
  if (row?.live === null || row?.live === undefined) return 'invalid';
  return row.live ? 'unsubscribed' : 'expired';
}

/** Deletes the expired tokens; answers how many went. */
export async function deleteExpiredUnsubscribeTokens(db: Executor): Promise<number> {
  const deleted = await db
    .delete(mailUnsubscribeTokens)
    .where(lt(mailUnsubscribeTokens.expiresAt, sql`now()`))
    .returning({ id: mailUnsubscribeTokens.id });
  return deleted.length;
}
