/**
 * Forgot password (issue 26 item 2). `POST /api/user/password/forgot` answers the same whatever
 * the address; the lookup and the mail happen after the answer (routes.ts, `app.mail.later`).
 * `POST /api/user/password/reset` spends the link (password-links.ts). It signs nobody in: a
 * suspended student may choose a password, and the sign-in stays refused while suspended
 * (docs/decisions.md "Forgot password").
 */
import type { ResetPasswordInput } from '../../../contracts/auth.js';
import { MAIL_LINK_PATHS } from '../../../contracts/mail-links.js';
import { PASSWORD_LINKS } from '../../../contracts/messages.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { declareChanges } from '../../freshness/changes.js';
import { invalidField } from '../../http-errors.js';
import type { Mailer } from '../mail/mailer.js';
import { resetMail } from '../mail/messages.js';
import { publicConfig } from '../settings/service.js';
import { hashPassword } from './passwords.js';
import { issueLinks, linkState, spendLink } from './password-links.js';
import { findUserCredentialsByEmail } from './queries.js';
import { revokeAllTokens } from './tokens.js';

/** The link a mail carries: the token in the fragment, which no browser sends to a server. */
export const linkOf = (mail: Mailer, page: string, token: string) => `${mail.link(page)}#token=${token}`;

/** Queues a reset link's mail to the student with this e-mail, if there is one (nothing otherwise). */
export async function sendResetLink(db: Database, config: Config, mail: Mailer, email: string) {
  const user = await findUserCredentialsByEmail(db, email);
  if (!user) return;
  const { academy_name } = await publicConfig(db, config);
  const lifetime = config.linkLifetimeSeconds.reset;
  await db.transaction(async (tx) => {
    // A link and a queued mail: nothing any public answer shows.
    declareChanges(tx);
    const [token] = (await issueLinks(tx, [user.id], 'reset', lifetime)).values();
    const message = resetMail(academy_name, user, linkOf(mail, MAIL_LINK_PATHS.reset, token), lifetime);
    await mail.enqueue(tx, [{ kind: 'reset', userId: user.id, ...message }]);
  });
  mail.wake();
}

const REFUSAL = { expired: PASSWORD_LINKS.expired, used: PASSWORD_LINKS.used } as const;

/** How link uses are counted (login-limiter.ts): each throws 429 once its counter is full. */
export type LinkCounters = { dead: () => Promise<void>; live: () => Promise<void> };

/**
 * Sets the password of a live link's student and signs them out everywhere; a dead link answers
 * 422 naming why. The link is looked up before it is counted, so that the count it joins is its
 * own: dead links from the client's address, or this live link's uses.
 */
export async function resetPassword(db: Database, { token, password }: ResetPasswordInput, count: LinkCounters) {
  const state = await linkState(db, token);
  if (state !== 'live') {
    await count.dead();
    throw invalidField('token', state ? REFUSAL[state] : PASSWORD_LINKS.invalid);
  }
  await count.live();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    declareChanges(tx, 'sessions');
    // Spent by another request meanwhile: the statement finds no live link.
    const userId = await spendLink(tx, token, passwordHash);
    if (userId === undefined) throw invalidField('token', PASSWORD_LINKS.used);
    await revokeAllTokens(tx, 'user', userId);
  });
  return { message: PASSWORD_LINKS.passwordSaved };
}
