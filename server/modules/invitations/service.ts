/**
 * Invitations of imported students (issues 26 item 3 and 43). A cohort import with `invite` stores
 * an unusable password for each new student without one in the file (auth/passwords.ts) and a link
 * valid 7 days (auth/password-links.ts, purpose `invite`), and queues each student's mail in the
 * same transaction (mail/outbox.ts sends it). An admin may send a student who has not chosen a
 * password yet a new invitation: the earlier links stop working, and the audit log records the send.
 * An admin sends at most INVITATIONS_PER_ADMIN_PER_DAY in 24 hours, imports included, and a
 * student gets at most one resend a minute: past either, 429 with Retry-After.
 */
import { sql } from 'drizzle-orm';
import { INVITATIONS } from '../../../contracts/admin-messages.js';
import type { Locale } from '../../../contracts/constants.js';
import { MAIL_LINK_PATHS } from '../../../contracts/mail-links.js';
import { USERS } from '../../../contracts/staff-messages.js';
import { messageWithValues } from '../../../contracts/message-codes.js';
import type { Config } from '../../config.js';
import { ADVISORY_LOCKS, type Database, type Executor } from '../../db/client.js';
import { declareChanges } from '../../freshness/changes.js';
import { conflict, found, TooManyRequests } from '../../http-errors.js';
import { recordAudit } from '../audit/record.js';
import { issueLinks } from '../auth/password-links.js';
import { linkOf } from '../auth/password-reset.js';
import { isUsableHash } from '../auth/passwords.js';
import type { AdminActor } from '../auth/tokens.js';
import type { Mailing } from '../mail/mailer.js';
import { invitationMail } from '../mail/messages.js';
import { invitationTimesOf, latestResendAt } from '../mail/queries.js';
import { publicConfig } from '../settings/service.js';
import { findInvitee } from './queries.js';

/** A student to invite; `locale`: the language they chose (issue 47), absent or null for English (a new student). */
export type Invitee = { id: number; name: string; email: string; locale?: Locale | null };

/** What sending invitations needs: the mail and the settings (links, limits); mail/mailer.ts. */
export type { Mailing };

const DAY_MS = 86_400_000;
const RESEND_GAP_MS = 60_000;

/**
 * Refuses (429) `wanted` more invitations from this admin past their daily limit, with the time
 * until enough of the last 24 hours' ones have aged out. Inside a transaction it first takes the
 * admin's lock (held to its end), so two imports at once cannot both fit in what is left.
 */
export async function refuseOverDailyLimit(db: Executor, config: Config, adminId: number, wanted: number, lock = true) {
  if (wanted <= 0) return;
  if (lock) await db.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.adminInvitations}, ${adminId})`);
  const limit = config.invitationsPerAdminPerDay;
  const now = Date.now();
  const times = await invitationTimesOf(db, adminId, new Date(now - DAY_MS));
  const left = Math.max(0, limit - times.length);
  if (wanted <= left) return;
  // The oldest ones age out first; more than the whole limit never fits (a day frees it all).
  const freedAt = wanted > limit ? now + DAY_MS : times[wanted - left - 1].getTime() + DAY_MS;
  throw new TooManyRequests(
    Math.max(1, Math.ceil((freedAt - now) / 1000)),
    messageWithValues('invitations.dailyLimit', { wanted, left, limit }),
  );
}

/** Queues each invitee's mail with their link, in the transaction that made the links; `wake` the mailer after it commits. */
export async function queueInvitations(
  tx: Executor,
  { mail, config }: Mailing,
  adminId: number,
  invitees: readonly Invitee[],
  tokens: Map<number, string>,
  jobId?: string,
) {
  if (!invitees.length) return;
  const { academy_name } = await publicConfig(tx, config);
  const lifetime = config.linkLifetimeSeconds.invite;
  const login = mail.link(MAIL_LINK_PATHS.login);
  await mail.enqueue(
    tx,
    invitees.map((invitee) => ({
      kind: 'invitation' as const,
      userId: invitee.id,
      adminId,
      jobId,
      ...invitationMail(academy_name, invitee, linkOf(mail, MAIL_LINK_PATHS.invite, tokens.get(invitee.id)!), login, lifetime),
    })),
  );
}

/** One resend a minute per student (under the student's lock, held to the end of the transaction). */
async function refuseResendTooSoon(tx: Executor, userId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.studentInvitation}, ${userId})`);
  const latest = await latestResendAt(tx, userId);
  const wait = latest ? latest.getTime() + RESEND_GAP_MS - Date.now() : 0;
  if (wait > 0) throw new TooManyRequests(Math.ceil(wait / 1000), INVITATIONS.resendTooSoon);
}

/** `POST /api/admin/users/{id}/invitation`: a new link for a student who has not chosen a password; the earlier ones stop working. */
export async function resendInvitation(db: Database, mailing: Mailing, actor: AdminActor, userId: number) {
  const { config, mail } = mailing;
  const student = found(await findInvitee(db, userId), USERS.notFound);
  if (isUsableHash(student.passwordHash)) throw conflict(INVITATIONS.passwordChosen);
  const invitee = { id: student.id, name: student.name, email: student.email, locale: student.locale };
  await db.transaction(async (tx) => {
    // A link, a queued mail and an audit line: nothing any public answer shows.
    declareChanges(tx);
    await refuseResendTooSoon(tx, invitee.id);
    await refuseOverDailyLimit(tx, config, actor.id, 1);
    const tokens = await issueLinks(tx, [invitee.id], 'invite', config.linkLifetimeSeconds.invite);
    await queueInvitations(tx, mailing, actor.id, [invitee], tokens);
    await recordAudit(tx, actor, {
      action: 'invite',
      entity: 'user',
      entityId: invitee.id,
      summary: `Sent an invitation to ${invitee.name} (${invitee.email})`,
      after: { email: invitee.email, valid_until: new Date(Date.now() + config.linkLifetimeSeconds.invite * 1000).toISOString() },
    });
  });
  mail.wake();
  return messageWithValues('invitations.sent', { email: invitee.email });
}
