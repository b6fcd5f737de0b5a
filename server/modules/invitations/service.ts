/**
 * Invitations of imported students (issue 26 item 3). A cohort import with `invite` stores an
 * unusable password for each new student without one in the file (auth/passwords.ts) and a link
 * valid 7 days (auth/password-links.ts, purpose `invite`); the mails go out after the import has
 * committed. An admin may send a student who has not chosen a password yet a new invitation: the
 * earlier links stop working, and the audit log records the send.
 */
import { INVITATIONS } from '../../../contracts/admin-messages.js';
import { MAIL_LINK_PATHS } from '../../../contracts/mail-links.js';
import { USERS } from '../../../contracts/messages.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { declareChanges } from '../../freshness/changes.js';
import { conflict, found } from '../../http-errors.js';
import { recordAudit } from '../audit/record.js';
import { issueLinks } from '../auth/password-links.js';
import { linkOf } from '../auth/password-reset.js';
import { isUsableHash } from '../auth/passwords.js';
import type { AdminActor } from '../auth/tokens.js';
import type { Mailer } from '../mail/mailer.js';
import { invitationMail } from '../mail/messages.js';
import { publicConfig } from '../settings/service.js';
import { findInvitee } from './queries.js';

export type Invitee = { id: number; name: string; email: string };

/** Mails each invitee their link once the answer has gone; one failed mail does not stop the others. */
export function mailInvitations(db: Database, config: Config, mail: Mailer, invitees: Invitee[], tokens: Map<number, string>) {
  if (!invitees.length) return;
  mail.later('invitations', async () => {
    const { academy_name } = await publicConfig(db, config);
    const failed: number[] = [];
    for (const invitee of invitees) {
      const link = linkOf(mail, MAIL_LINK_PATHS.invite, tokens.get(invitee.id)!);
      await mail
        .send(invitationMail(academy_name, invitee, link, mail.link(MAIL_LINK_PATHS.login), config.linkLifetimeSeconds.invite))
        .catch(() => failed.push(invitee.id));
    }
    if (failed.length) {
      throw new Error(
        `${failed.length} of ${invitees.length} invitations were not sent (students ${failed.slice(0, 50).join(', ')})`,
      );
    }
  });
}

/** `POST /api/admin/users/{id}/invitation`: a new link for a student who has not chosen a password; the earlier ones stop working. */
export async function resendInvitation(db: Database, config: Config, mail: Mailer, actor: AdminActor, userId: number) {
  const student = found(await findInvitee(db, userId), USERS.notFound);
  if (isUsableHash(student.passwordHash)) throw conflict(INVITATIONS.passwordChosen);
  const invitee = { id: student.id, name: student.name, email: student.email };
  const tokens = await db.transaction(async (tx) => {
    // A link and an audit line: nothing any public answer shows.
    declareChanges(tx);
    const issued = await issueLinks(tx, [invitee.id], 'invite', config.linkLifetimeSeconds.invite);
    await recordAudit(tx, actor, {
      action: 'invite',
      entity: 'user',
      entityId: invitee.id,
      summary: `Sent an invitation to ${invitee.name} (${invitee.email})`,
      after: { email: invitee.email, valid_until: new Date(Date.now() + config.linkLifetimeSeconds.invite * 1000).toISOString() },
    });
    return issued;
  });
  mailInvitations(db, config, mail, [invitee], tokens);
  return { message: INVITATIONS.sent(invitee.email) };
}
