/** SQL of the live stream: its tickets, the notifications it delivers, the sign-ins it belongs to. */
import { sql } from 'drizzle-orm';
import { LIVE_TICKET_SECONDS } from '../../../contracts/live.js';
import { rows, type Executor } from '../../db/client.js';
import { idArray } from '../../db/ids.js';
import { toNotification, type Notification, type NotificationRow } from '../notifications/queries.js';

/**
 * A ticket for the student's sign-in whose token hashes to `accessTokenHash` (a student token:
 * an admin's yields none). Answers whether it was stored.
 */
export async function insertTicket(db: Executor, ticketHash: string, accessTokenHash: string) {
  const inserted = rows(
    await db.execute(sql`
      INSERT INTO live_tickets (token_hash, access_token_id, user_id, expires_at)
      SELECT ${ticketHash}, t.id, t.subject_id, now() + make_interval(secs => ${LIVE_TICKET_SECONDS})
      FROM access_tokens t WHERE t.token_hash = ${accessTokenHash} AND t.kind = 'user'
      RETURNING id`),
  );
  return inserted.length > 0;
}

/**
 * Uses a ticket: once, before it expires, while its sign-in lasts and its student is not
 * suspended. Answers the student and the sign-in, or undefined.
 */
export async function useTicket(db: Executor, ticketHash: string) {
  const [row] = rows<{ user_id: number; access_token_id: number }>(
    await db.execute(sql`
      UPDATE live_tickets lt SET used_at = now()
      FROM users u
      WHERE lt.token_hash = ${ticketHash} AND lt.used_at IS NULL AND lt.expires_at > now()
        AND u.id = lt.user_id AND u.suspended_at IS NULL
      RETURNING lt.user_id, lt.access_token_id`),
  );
  return row && { userId: Number(row.user_id), accessTokenId: Number(row.access_token_id) };
}

/** Deletes tickets that can no longer open a stream; answers how many. */
export async function pruneTickets(db: Executor) {
  const [row] = rows<{ deleted: number }>(
    await db.execute(sql`
      WITH gone AS (DELETE FROM live_tickets WHERE expires_at < now() - interval '1 minute' RETURNING 1)
      SELECT COUNT(*)::int AS deleted FROM gone`),
  );
  return Number(row.deleted);
}

/** Of these sign-ins, those that still exist. */
export async function liveAccessTokens(db: Executor, ids: readonly number[]) {
  if (!ids.length) return new Set<number>();
  const list = rows<{ id: number }>(await db.execute(sql`SELECT id FROM access_tokens WHERE id = ANY(${idArray(ids)})`));
  return new Set(list.map((row) => Number(row.id)));
}

export type Notice = Notification & { user_id: number };

/** The oldest transaction still running: every row not yet visible will be written at or above it. */
export async function currentHorizon(db: Executor): Promise<string> {
  const [row] = rows<{ horizon: string }>(await db.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`));
  return row.horizon;
}

/**
 * The students' notifications written by transactions at or above `horizon` (committed since the
 * read that took it, or before it but seen by it: the caller drops those it sent), and the horizon
 * of this read.
 */
export async function noticesSince(db: Executor, userIds: readonly number[], horizon: string) {
  const list = rows<NotificationRow & { user_id: number; horizon: string }>(
    await db.execute(sql`
      WITH h AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon)
      SELECT n.id, n.user_id, n.kind, n.params, n.created_at, n.read_at, h.horizon
      FROM h LEFT JOIN notifications n
        ON n.xid >= ${horizon}::xid8 AND n.user_id = ANY(${idArray(userIds)})
      ORDER BY n.id`),
  );
  const notices: Notice[] = list
    .filter((row) => row.id !== null)
    .map((row) => ({ ...toNotification(row), user_id: Number(row.user_id) }));
  return { notices, horizon: list[0].horizon };
}

/** The id of the sign-in whose token hashes to `accessTokenHash`. */
export async function signInIdOf(db: Executor, accessTokenHash: string) {
  const [row] = rows<{ id: number }>(await db.execute(sql`SELECT id FROM access_tokens WHERE token_hash = ${accessTokenHash}`));
  return row && Number(row.id);
}
