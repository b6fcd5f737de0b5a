/**
 * Sign-in activity (issue 14 item 6): every attempt whose password was checked, by a student or an
 * admin, success or failure, with the address and browser it came from. Never the password.
 *
 * Attempts the login limiter refuses (429) never reach the password check and are not stored: a
 * flood of them would otherwise write a row per request. Growth is bounded in the statement that
 * records an attempt: an account keeps its latest SIGN_INS_KEPT attempts, and attempts naming no
 * account (an unknown e-mail) are kept UNKNOWN_SIGN_INS_DAYS days. Recording never makes a login
 * fail: an error is logged and the login goes on.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import type { signIns } from '../../db/schema.js';

/** Attempts kept per account (the admin's student page shows the latest 20). */
export const SIGN_INS_KEPT = 100;
/** Days attempts on unknown e-mails are kept. */
export const UNKNOWN_SIGN_INS_DAYS = 30;
/** Longest browser description stored. */
export const USER_AGENT_MAX = 300;

/** Where an attempt came from, as the route saw it. */
export type LoginClient = { ip?: string; userAgent?: string; log?: Pick<FastifyBaseLogger, 'warn'> };

/** Why a sign-in was refused: a wrong password (or unknown e-mail), or a suspended account whose password matched. */
export type SignInRefusal = NonNullable<typeof signIns.$inferInsert.refusal>;

export type SignInAttempt = {
  kind: 'admin' | 'user';
  subjectId: number | undefined;
  email: string;
  succeeded: boolean;
  /** Null when it succeeded, or failed for another reason (the token could not be stored). */
  refusal: SignInRefusal | null;
};

/** One statement: the new row, and the account's (or the unknown e-mails') rows past what is kept. */
async function insertSignIn(db: Executor, client: LoginClient, attempt: SignInAttempt) {
  const subjectId = attempt.subjectId ?? null;
  const userAgent = client.userAgent ? client.userAgent.slice(0, USER_AGENT_MAX) : null;
  const prune =
    subjectId === null
      ? sql`DELETE FROM sign_ins WHERE kind = ${attempt.kind} AND subject_id IS NULL
              AND created_at < now() - make_interval(days => ${UNKNOWN_SIGN_INS_DAYS})`
      : sql`DELETE FROM sign_ins WHERE kind = ${attempt.kind} AND subject_id = ${subjectId}
              AND id IN (SELECT id FROM sign_ins WHERE kind = ${attempt.kind} AND subject_id = ${subjectId}
                         ORDER BY created_at DESC, id DESC OFFSET ${SIGN_INS_KEPT - 1})`;
  await db.execute(sql`
    WITH added AS (
      INSERT INTO sign_ins (kind, subject_id, email, succeeded, refusal, ip, user_agent)
      VALUES (${attempt.kind}, ${subjectId}, ${attempt.email}, ${attempt.succeeded}, ${attempt.refusal},
              ${client.ip ?? null}, ${userAgent})
      RETURNING id
    ), pruned AS (${prune} RETURNING id)
    SELECT (SELECT count(*) FROM added) AS added, (SELECT count(*) FROM pruned) AS pruned`);
}

/** Records an attempt; a failure to record is logged, never thrown. */
export async function recordSignIn(db: Executor, client: LoginClient, attempt: SignInAttempt): Promise<void> {
  try {
    await insertSignIn(db, client, attempt);
  } catch (error) {
    client.log?.warn({ err: error, kind: attempt.kind }, 'sign-in attempt not recorded');
  }
}
