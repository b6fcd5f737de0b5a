/**
 * Brute-force protection for the login routes: only failed attempts count. A client that signs in
 * correctly is never slowed down (a classroom behind one address, a test suite), while guessing
 * stops after `perMinute` failures for one e-mail, or five times as many from one address.
 * Counters live in memory: with several instances each keeps its own (docs/deployment.md).
 */
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { AUTH } from '../../../contracts/messages.js';
import { HttpError } from '../../http-errors.js';

const WINDOW_SECONDS = 60;
const ADDRESS_FACTOR = 5;

export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, AUTH.tooManyAttempts);
  }
}

export function createLoginLimiter(perMinute: number) {
  const byAccount = new RateLimiterMemory({ keyPrefix: 'login-account', points: perMinute, duration: WINDOW_SECONDS });
  const byAddress = new RateLimiterMemory({
    keyPrefix: 'login-address',
    points: perMinute * ADDRESS_FACTOR,
    duration: WINDOW_SECONDS,
  });
  const exhausted = (state: RateLimiterRes | null, limit: number) => state !== null && state.consumedPoints >= limit;

  /** Runs one login attempt: refused while blocked; a 401 counts against the account and the address. */
  return async function attempt<T>(address: string, account: string, login: () => Promise<T>): Promise<T> {
    const [accountState, addressState] = await Promise.all([byAccount.get(account), byAddress.get(address)]);
    const blocked = [
      exhausted(accountState, perMinute) && accountState,
      exhausted(addressState, perMinute * ADDRESS_FACTOR) && addressState,
    ].filter((state): state is RateLimiterRes => Boolean(state));
    if (blocked.length) throw new TooManyAttempts(Math.ceil(Math.max(...blocked.map((s) => s.msBeforeNext)) / 1000));
    try {
      const result = await login();
      await byAccount.delete(account);
      return result;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) {
        await Promise.all([byAccount.penalty(account), byAddress.penalty(address)]);
      }
      throw error;
    }
  };
}
