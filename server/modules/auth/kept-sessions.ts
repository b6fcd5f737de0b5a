/**
 * Students' sessions kept in memory between their requests (issue 25): reading the token was most
 * of a student call's cost (a lookup in PGlite's single worker, ahead of everything else waiting).
 *
 * A kept session is used only while all of these hold, else the token is read again:
 * - freshness is listening: every commit, here or on another instance, is heard;
 * - no commit since it was read deleted tokens (`sessions`: sign-out, password changed or reset,
 *   account deleted; tokens.ts says so for each) or changed who is ranked (`ranked`: suspension);
 * - it was read less than KEPT_MS ago (so the idle clock, written at most every minute, stays
 *   right) and the token has not expired since.
 * Admins' sessions are always read: an admin's name and rights change without a topic of their own.
 */
import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client.js';
import { touches, type Topic } from '../../freshness/changes.js';
import type { Freshness } from '../../freshness/freshness.js';
import { resolveToken, TOUCH_EVERY_MS, type Session, type TokenLifetime } from './tokens.js';

const KEPT_MS = TOUCH_EVERY_MS;
/** Enough for every student signed in at once on a busy day; the least recently used go first. */
const MOST_KEPT = 20_000;
const ENDS_SESSIONS: readonly Topic[] = ['sessions', 'ranked'];

export type SessionReader = (db: Executor, token: string) => Promise<Session | undefined>;

export function keptSessions(freshness: Freshness, lifetime: TokenLifetime): SessionReader {
  const kept = new LRUCache<string, Session & { keptUntil: number }>({ max: MOST_KEPT });
  freshness.onAdvance((changes) => {
    if (touches(changes, ENDS_SESSIONS)) kept.clear();
  });

  return async (db, token) => {
    const now = Date.now();
    const known = freshness.listening ? kept.get(token) : undefined;
    if (known && now < known.keptUntil) return known;
    const version = freshness.versionOf(ENDS_SESSIONS);
    const session = await resolveToken(db, token, lifetime);
    // Kept only when nothing that could end it was committed while it was read.
    if (session?.principal.kind === 'user' && freshness.listening && version === freshness.versionOf(ENDS_SESSIONS)) {
      kept.set(token, { ...session, keptUntil: Math.min(now + KEPT_MS, session.expiresAt) });
    }
    return session;
  };
}
