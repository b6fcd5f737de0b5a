/** Opaque bearer tokens: random to the client, stored only as SHA-256 hashes, revocable. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accessTokens, admins, users } from '../../db/schema.js';
import { anyOf } from '../../db/ids.js';
import { prepareOnce } from '../../db/prepared.js';
import { alsoChanges } from '../../freshness/changes.js';

export type TokenKind = 'admin' | 'user';
/** A signed-in account and the bearer token it used (some rules spare the session in use). */
export type Principal = { kind: TokenKind; id: number; token: string };
/** The admin behind an admin token, as the row read with the token in this request. */
export type AdminActor = { id: number; name: string; is_super: boolean; token: string };
/** What a token stands for: its principal and, for an admin token, the admin; when it stops working unused (ms). */
export type Session = { principal: Principal; admin?: AdminActor; expiresAt: number };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: Executor, kind: TokenKind, subjectId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accessTokens).values({ tokenHash: hashToken(token), kind, subjectId });
  return token;
}

const DAY_MS = 86_400_000;

/** How long a token lives: `ttlDays` without use, and `maxAgeDays` from its issue however often used. */
export type TokenLifetime = { ttlDays: number; maxAgeDays: number };

/**
 * The session behind a token, in one query, or undefined when the token is unknown, idle too long,
 * too old, a suspended student's (suspension revokes every session, and this catches one issued by
 * a sign-in that crossed the suspension) or an admin's whose account is gone; those are deleted.
 */
/** The token's row with what its guard needs of its account: one statement, prepared once (PGlite too). */
const tokenQuery = prepareOnce('resolve_token', (db) =>
  db
    .select({
      ...getTableColumns(accessTokens),
      suspendedAt: users.suspendedAt,
      adminName: admins.name,
      adminIsSuper: admins.isSuper,
    })
    .from(accessTokens)
    .leftJoin(users, and(eq(accessTokens.kind, 'user'), eq(users.id, accessTokens.subjectId)))
    .leftJoin(admins, and(eq(accessTokens.kind, 'admin'), eq(admins.id, accessTokens.subjectId)))
    .where(eq(accessTokens.tokenHash, sql.placeholder('hash')))
    .limit(1),
);

export async function resolveToken(db: Executor, token: string, lifetime: TokenLifetime): Promise<Session | undefined> {
  // Every signed-in request runs it.
  const [row] = await tokenQuery(db).execute({ hash: hashToken(token) });
  if (!row) return undefined;
  const now = Date.now();
  const idleMs = now - row.lastUsedAt.getTime();
  const expired = idleMs > lifetime.ttlDays * DAY_MS || now - row.createdAt.getTime() > lifetime.maxAgeDays * DAY_MS;
  const admin =
    row.kind === 'admin' && row.adminName !== null && row.adminIsSuper !== null
      ? { id: row.subjectId, name: row.adminName, is_super: row.adminIsSuper, token }
      : undefined;
  if (expired || row.suspendedAt || (row.kind === 'admin' && !admin)) {
    await db.delete(accessTokens).where(eq(accessTokens.id, row.id));
    return undefined;
  }
  // Touch at most once a minute: keeps the idle clock right without a write per request.
  const touched = idleMs > TOUCH_EVERY_MS;
  if (touched) {
    await db
      .update(accessTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(accessTokens.id, row.id));
  }
  const expiresAt = Math.min(
    (touched ? now : row.lastUsedAt.getTime()) + lifetime.ttlDays * DAY_MS,
    row.createdAt.getTime() + lifetime.maxAgeDays * DAY_MS,
  );
  return { principal: { kind: row.kind, id: row.subjectId, token }, admin, expiresAt };
}

/** How stale a token's idle clock may be: it is written at most this often. */
export const TOUCH_EVERY_MS = 60_000;

// Every revocation is here and says so to the transaction it runs in (`sessions`): sessions kept in
// memory (kept-sessions.ts) are dropped when it commits, here and on the other instances. Outside a
// tracked transaction nothing would be said: run them in one. (Expired tokens are deleted above and
// in purgeIdleTokens without a word: a kept session checks its own expiry.)

export async function revokeToken(tx: Executor, token: string): Promise<void> {
  alsoChanges(tx, 'sessions');
  await tx.delete(accessTokens).where(eq(accessTokens.tokenHash, hashToken(token)));
}

/** Every token of an account, but `keep` (the token of the request that changed its password). */
export async function revokeAllTokens(tx: Executor, kind: TokenKind, subjectId: number, keep?: string): Promise<void> {
  alsoChanges(tx, 'sessions');
  const ofAccount = and(eq(accessTokens.kind, kind), eq(accessTokens.subjectId, subjectId));
  await tx.delete(accessTokens).where(keep ? and(ofAccount, ne(accessTokens.tokenHash, hashToken(keep))) : ofAccount);
}

/** Every token of these students (their passwords changed). */
export async function revokeStudentsTokens(tx: Executor, userIds: readonly number[]): Promise<void> {
  if (!userIds.length) return;
  alsoChanges(tx, 'sessions');
  await tx.delete(accessTokens).where(and(eq(accessTokens.kind, 'user'), anyOf(accessTokens.subjectId, userIds)));
}

/** Deletes every token that no longer works (idle too long or too old); returns how many. */
export async function purgeIdleTokens(db: Executor, lifetime: TokenLifetime): Promise<number> {
  const now = Date.now();
  const deleted = await db
    .delete(accessTokens)
    .where(
      or(
        lt(accessTokens.lastUsedAt, new Date(now - lifetime.ttlDays * DAY_MS)),
        lt(accessTokens.createdAt, new Date(now - lifetime.maxAgeDays * DAY_MS)),
      ),
    )
    .returning({ id: accessTokens.id });
  return deleted.length;
}
