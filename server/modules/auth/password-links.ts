/**
 * One-time links that set a student's password (issue 26): `reset` from the forgot-password form,
 * valid an hour, and `invite` for a student an admin imported, valid 7 days. The token is 32
 * random bytes that only the mail carries; the table keeps its SHA-256. Issuing links deletes the
 * students' unused older ones (a resend revokes them). Spending one sets the password, spends
 * every unused link of the student and signs them out everywhere in ONE statement, so two uses of
 * one link cannot both succeed, on PGlite or on PostgreSQL.
 *
 * No link changes a public answer, but spending one ends the student's sessions: its caller runs
 * it in a tracked transaction that declares `sessions` (password-reset.ts), which moves the
 * freshness generation so that every instance drops the student's kept sessions at once
 * (kept-sessions.ts; kept-sessions.test.ts "ends at once when a reset link sets a new password").
 * Issuing links runs in its caller's transaction too (a reset mail, an import, a resend), with the
 * mail it queues (server/README.md "The read path").
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, like, sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { passwordTokens, users } from '../../db/schema.js';
import { UNUSABLE_MARK } from './passwords.js';

export type LinkPurpose = 'reset' | 'invite';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** New links for these students, working `lifetimeSeconds` (older unused ones deleted); answers each student's token. */
export async function issueLinks(
  db: Executor,
  userIds: readonly number[],
  purpose: LinkPurpose,
  lifetimeSeconds: number,
): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const tokens = new Map(userIds.map((id) => [id, randomBytes(32).toString('base64url')]));
  const list = [...tokens].map(([user_id, token]) => ({ user_id, token_hash: hashOf(token) }));
  await db.execute(sql`
    WITH revoked AS (
      DELETE FROM password_tokens WHERE used_at IS NULL
        AND user_id IN (SELECT user_id FROM jsonb_to_recordset(${JSON.stringify(list)}::jsonb) AS x(user_id int))
    )
    INSERT INTO password_tokens (user_id, purpose, token_hash, expires_at)
    SELECT user_id, ${purpose}, token_hash, now() + make_interval(secs => ${lifetimeSeconds})
    FROM jsonb_to_recordset(${JSON.stringify(list)}::jsonb) AS x(user_id int, token_hash text)`);
  return tokens;
}

export type LinkState = 'live' | 'expired' | 'used';

/** What a token is now, or undefined when no link has it (never sent, or revoked by a newer one). */
export async function linkState(db: Executor, token: string): Promise<LinkState | undefined> {
  const [link] = await db
    .select({
      used: sql<boolean>`${passwordTokens.usedAt} IS NOT NULL`,
      expired: sql<boolean>`${passwordTokens.expiresAt} <= now()`,
    })
    .from(passwordTokens)
    .where(eq(passwordTokens.tokenHash, hashOf(token)))
    .limit(1);
  if (!link) return undefined;
  return link.used ? 'used' : link.expired ? 'expired' : 'live';
}

/**
 * Spends a live link: the student's password becomes `passwordHash` and their unused links are
 * spent. Answers the student's id, or undefined when the link was not live (another request spent
 * it first).
 */
export async function spendLink(db: Executor, token: string, passwordHash: string): Promise<number | undefined> {
  const result = await db.execute(sql`
    WITH target AS (
      SELECT user_id FROM password_tokens WHERE token_hash = ${hashOf(token)} AND used_at IS NULL AND expires_at > now()
    ), spent AS (
      UPDATE password_tokens SET used_at = now()
      WHERE used_at IS NULL AND user_id IN (SELECT user_id FROM target) RETURNING user_id
    ), saved AS (
      UPDATE users SET password_hash = ${passwordHash} WHERE id IN (SELECT user_id FROM spent) RETURNING id
    )
    SELECT id FROM saved`);
  const [saved] = rows<{ id: number }>(result);
  return saved ? Number(saved.id) : undefined;
}

/**
 * For a student who has not chosen a password (an invited student's unusable hash): the latest
 * unused invitation's times, null when none is left. Undefined once the student has a password.
 */
export async function pendingInvitation(db: Executor, userId: number) {
  const [row] = await db
    .select({ sent_at: passwordTokens.createdAt, expires_at: passwordTokens.expiresAt })
    .from(users)
    .leftJoin(
      passwordTokens,
      and(eq(passwordTokens.userId, users.id), eq(passwordTokens.purpose, 'invite'), isNull(passwordTokens.usedAt)),
    )
    .where(and(eq(users.id, userId), like(users.passwordHash, `${UNUSABLE_MARK}%`)))
    .orderBy(desc(passwordTokens.id))
    .limit(1);
  return row;
}
