import type { LoginInput } from '../../../contracts/auth.js';
import { AUTH } from '../../../contracts/messages.js';
import { MODERATION } from '../../../contracts/admin-messages.js';
import { messageWithValues } from '../../../contracts/message-codes.js';
import type { Database } from '../../db/client.js';
import { declareChanges } from '../../freshness/changes.js';
import { HttpError, type Refusal } from '../../http-errors.js';
import { isUsableHash, timingDummyHash, verifyPassword } from './passwords.js';
import { findAdminByEmail, findUserCredentialsByEmail } from './queries.js';
import { recordSignIn, type LoginClient, type SignInAttempt, type SignInRefusal } from './sign-ins.js';
import { issueToken, revokeToken } from './tokens.js';

/** Unknown accounts and invited students who have not chosen a password verify against a dummy hash: the same time. */
async function checkPassword(passwordHash: string | undefined, password: string) {
  const usable = passwordHash !== undefined && isUsableHash(passwordHash);
  const ok = await verifyPassword(usable ? passwordHash : await timingDummyHash(), password);
  return ok && usable;
}

/** A suspended student's refusal: the admin's reason is the message's value. */
const suspendedMessage = (reason: string | null) =>
  reason ? messageWithValues('moderation.accountSuspended', { reason }) : MODERATION.accountSuspendedNoReason;

/** A refused sign-in: its answer, and why, for the sign-in activity. */
class Refused extends HttpError {
  constructor(
    statusCode: number,
    message: Refusal,
    readonly refusal: SignInRefusal,
  ) {
    super(statusCode, message);
  }
}

/** Runs a login and records it (sign-ins.ts): succeeded when it answers, failed (and why) when it throws. */
async function recorded<T>(
  db: Database,
  client: LoginClient,
  attempt: Omit<SignInAttempt, 'succeeded' | 'refusal'>,
  login: () => Promise<T>,
) {
  let answer: T;
  try {
    answer = await login();
  } catch (error) {
    await recordSignIn(db, client, { ...attempt, succeeded: false, refusal: error instanceof Refused ? error.refusal : null });
    throw error;
  }
  await recordSignIn(db, client, { ...attempt, succeeded: true, refusal: null });
  return answer;
}

export async function adminLogin(db: Database, { email, password }: LoginInput, client: LoginClient = {}) {
  const admin = await findAdminByEmail(db, email);
  return recorded(db, client, { kind: 'admin', subjectId: admin?.id, email }, async () => {
    if (!(await checkPassword(admin?.passwordHash, password)) || !admin) throw new Refused(401, AUTH.adminInvalid, 'password');
    const token = await issueToken(db, 'admin', admin.id);
    return {
      token,
      user: { id: admin.id, name: admin.name, email: admin.email, is_super: admin.isSuper },
      type: 'admin' as const,
    };
  });
}

export async function studentLogin(db: Database, { email, password }: LoginInput, client: LoginClient = {}) {
  const user = await findUserCredentialsByEmail(db, email);
  return recorded(db, client, { kind: 'user', subjectId: user?.id, email }, async () => {
    if (!(await checkPassword(user?.passwordHash, password)) || !user) throw new Refused(401, AUTH.studentInvalid, 'password');
    // Said, with the admin's reason, only to whoever knows the password (a suspended student cannot sign in).
    if (user.suspendedAt) throw new Refused(403, suspendedMessage(user.suspensionReason), 'suspended');
    const token = await issueToken(db, 'user', user.id);
    return {
      token,
      user: { id: user.id, name: user.name, email: user.email, avatar: user.avatar },
      type: 'user' as const,
    };
  });
}

/** Signing out revokes the token the request was signed in with. */
export async function logout(db: Database, token: string | undefined) {
  if (token) {
    await db.transaction(async (tx) => {
      declareChanges(tx, 'sessions');
      await revokeToken(tx, token);
    });
  }
  return { message: AUTH.loggedOut };
}
