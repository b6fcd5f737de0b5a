import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP-recommended parameters). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal e-mails. */
let dummyHash: Promise<string> | undefined;
export const timingDummyHash = () => (dummyHash ??= hash('not-a-real-password'));

/**
 * What an invited student's row holds until they choose a password: no argon2 hash, so no
 * password verifies against it ('!' marks it, as Django and /etc/shadow do).
 */
export const UNUSABLE_MARK = '!';
export const unusablePasswordHash = () => `${UNUSABLE_MARK}${randomBytes(24).toString('base64url')}`;
export const isUsableHash = (passwordHash: string) => !passwordHash.startsWith(UNUSABLE_MARK);
