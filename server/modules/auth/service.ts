import { AUTH } from '../../../contracts/messages.js';
import { MODERATION } from '../../../contracts/admin-messages.js';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../http-errors.js';
import { timingDummyHash, verifyPassword } from './passwords.js';
import { findAdminByEmail, findUserCredentialsByEmail } from './queries.js';
import { recordSignIn, type LoginClient, type SignInAttempt } from './sign-ins.js';
import { issueToken, revokeToken } from './tokens.js';

type Credentials = { email: string; password: string };

async function checkPassword(passwordHash: string | undefined, password: string) {
  const ok = await verifyPassword(passwordHash ?? (await timingDummyHash()), password);
  return ok && passwordHash !== undefined;
}

/** Runs a login and records it (sign-ins.ts): succeeded when it answers, failed when it throws. */
async function recorded<T>(
  db: Database,
  client: LoginClient,
  attempt: Omit<SignInAttempt, 'succeeded'>,
  login: () => Promise<T>,
) {
  let answer: T;
  try {
    answer = await login();
  } catch (error) {
    await recordSignIn(db, client, { ...attempt, succeeded: false });
    throw error;
  }
  await recordSignIn(db, client, { ...attempt, succeeded: true });
  return answer;
}

export async function adminLogin(db: Database, { email, password }: Credentials, client: LoginClient = {}) {
  const admin = await findAdminByEmail(db, email);
  return recorded(db, client, { kind: 'admin', subjectId: admin?.id, email }, async () => {
    if (!(await checkPassword(admin?.passwordHash, password)) || !admin) throw new HttpError(401, AUTH.adminInvalid);
    const token = await issueToken(db, 'admin', admin.id);
    return {
      token,
      user: { id: admin.id, name: admin.name, email: admin.email, is_super: admin.isSuper },
      type: 'admin' as const,
    };
  });
}

export async function studentLogin(db: Database, { email, password }: Credentials, client: LoginClient = {}) {
  const user = await findUserCredentialsByEmail(db, email);
  return recorded(db, client, { kind: 'user', subjectId: user?.id, email }, async () => {
    if (!(await checkPassword(user?.passwordHash, password)) || !user) throw new HttpError(401, AUTH.studentInvalid);
    // Said only to whoever knows the password (moderation: a suspended student cannot sign in).
    if (user.suspendedAt) throw new HttpError(403, MODERATION.accountSuspended);
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
  if (token) await revokeToken(db, token);
  return { message: AUTH.loggedOut };
}
