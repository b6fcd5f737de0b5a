/**
 * Forgot password (issue 26 item 2). `POST /api/user/password/forgot` answers the same whatever
 * the address; the lookup and the mail happen after the answer (routes.ts, `app.mail.later`).
 * `POST /api/user/password/reset` spends the link (password-links.ts). It signs nobody in: a
 * suspended student may choose a password, and the sign-in stays refused while suspended
 * (docs/decisions.md "Forgot password").
 */
import type {
  PasswordLinkCheck,
  PasswordLinkCheckInput,
  PasswordLinkRefusal,
  ResetPasswordInput,
} from '../../../contracts/auth.js';
import { MAIL_LINK_PATHS } from '../../../contracts/mail-links.js';
import { PASSWORD_LINKS } from '../../../contracts/form-messages.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { declareChanges } from '../../freshness/changes.js';
import { invalidField } from '../../http-errors.js';
import type { Mailer } from '../mail/mailer.js';
import { resetMail } from '../mail/messages.js';
import { publicConfig } from '../settings/service.js';
import { hashPassword, isUsableHash } from './passwords.js';
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
    const link = linkOf(mail, MAIL_LINK_PATHS.reset, token);
    const message = resetMail(academy_name, user, link, lifetime, isUsableHash(user.passwordHash));
    await mail.enqueue(tx, [{ kind: 'reset', userId: user.id, ...message }]);
  });
  mail.wake();
}

/** What a link that cannot set a password answers, on opening its page and on using it. */
const REFUSAL: Record<PasswordLinkRefusal, string> = {
  invalid: PASSWORD_LINKS.invalid,
  expired: PASSWORD_LINKS.expired,
  used: PASSWORD_LINKS.used,
};

/** How link uses are counted (login-limiter.ts): each throws 429 once its counter is full. */
export type LinkCounters = { dead: () => Promise<void>; live: () => Promise<void> };

/**
 * Why a link cannot set a password, or undefined while it is live. The link is looked up before it
 * is counted, so that the count it joins is its own: a dead one counts among the dead links of the
 * client's address (429 once full), whether it is checked or used, so checking is no faster a way
 * to guess tokens than using.
 */
async function refusalOf(db: Database, token: string, countDead: LinkCounters['dead']) {
  const state = await linkState(db, token);
  if (state === 'live') return undefined;
  await countDead();
  return state ?? 'invalid';
}

/**
 * Whether a link can set a password, when its page opens (issue 44 item 4), and if not why, with
 * the message its use would answer. A live link is not counted: checking is no use of it, spends
 * nothing, and hashes no password.
 */
export async function checkLink(
  db: Database,
  { token }: PasswordLinkCheckInput,
  countDead: LinkCounters['dead'],
): Promise<PasswordLinkCheck> {
  const refusal = await refusalOf(db, token, countDead);
  return refusal ? { usable: false, refusal, message: REFUSAL[refusal] } : { usable: true };
}

/**
 * Sets the password of a live link's student and signs them out everywhere; a dead link answers
 * 422 naming why. A live link's uses are counted per link.
 */
export async function resetPassword(db: Database, { token, password }: ResetPasswordInput, count: LinkCounters) {
  const refusal = await refusalOf(db, token, count.dead);
  if (refusal) throw invalidField('token', REFUSAL[refusal]);
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
