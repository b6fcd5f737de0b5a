/**
 * Brute-force protection for the login routes.
 *
 * Every attempt takes a point BEFORE its password is checked, with one atomic `consume` per
 * counter (rate-limiter-flexible), so N parallel guesses check at most the limit. Three counters:
 *
 * - per account and address (the pair): `perMinute` failures a minute. A stranger who guesses
 *   from elsewhere fills only their own pair, so the owner still signs in from their address;
 * - per account, across every address: `perMinute * 5` failures per 15 minutes, slower, against
 *   guessing spread over many addresses;
 * - per address, across accounts: `perMinute * 5` failures a minute, against password spraying.
 *
 * A successful login gives its points back (and clears the pair), a refused attempt (429) gives
 * back what it took, so only wrong passwords count; an attempt holds its point only while its
 * password is being checked.
 *
 * The same counters' store also limits the requests that send mail (`take`, issue 26): every
 * request keeps its point, per e-mail address (`perMinute / 2`, at least 1, an hour) and per client
 * address (`perMinute * 3` an hour). Uses of a mail's link are counted apart (issue 43 item 6), so
 * that neither forgot requests nor someone else's guesses from a shared address (a proxy, a
 * campus) spend what a student's own link needs: a link that is not live (unknown, expired, used)
 * per client address (`perMinute * 3` an hour: guessing), a live one per link (`LIVE_LINK_USES`
 * an hour: the same link's password hashed again and again).
 *
 * Counters live in memory for the embedded database (one server per DATA_DIR) and in PostgreSQL
 * (`rate_limits.login_attempts`) when DATABASE_URL is set, so that several instances share them.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import { AUTH } from '../../../contracts/messages.js';
import { PASSWORD_LINKS } from '../../../contracts/form-messages.js';
import { HttpError, TooManyRequests, type Refusal } from '../../http-errors.js';

export const PAIR_WINDOW_SECONDS = 60;
export const ACCOUNT_FACTOR = 5;
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;
export const ADDRESS_FACTOR = 5;
export const ADDRESS_WINDOW_SECONDS = 60;
export const MAIL_WINDOW_SECONDS = 60 * 60;
export const mailLimitsOf = (perMinute: number) => ({
  perEmail: Math.max(1, Math.ceil(perMinute / 2)),
  perAddress: perMinute * 3,
});
/** Uses of one live link an hour: a double submit passes, a flood of one link does not. */
export const LIVE_LINK_USES = 5;

/** Where the PostgreSQL counters live: a schema of their own, out of the migrations' way. */
export const LIMITS_SCHEMA = 'rate_limits';
export const LIMITS_TABLE = 'login_attempts';

export class TooManyAttempts extends TooManyRequests {
  constructor(retryAfterSeconds: number, message: Refusal = AUTH.tooManyAttempts) {
    super(retryAfterSeconds, message);
  }
}

type Limiter = RateLimiterAbstract | RateLimiterStoreAbstract;
type Counter = { limiter: Limiter; key: string };
type Taken = Counter & { until: number };

export type LoginLimiter = {
  /** Runs one login attempt: refused with 429 while a counter is full; a 401 keeps its points. */
  attempt: <T>(address: string, account: string, login: () => Promise<T>) => Promise<T>;
  /** Counts one mail request (forgot password) for this e-mail: refused with 429 once full. */
  take: (address: string, email: string) => Promise<void>;
  /** Counts a link that was not live, per client address: refused with 429 once full. */
  takeDeadLink: (address: string) => Promise<void>;
  /** Counts one use of a live link, per link: refused with 429 once full. */
  takeLiveLink: (token: string) => Promise<void>;
  close: () => Promise<void>;
};

/** Counter keys are hashed: fixed length for the store's key column, and no e-mails at rest. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

const limitsOf = (perMinute: number) => ({
  pair: { keyPrefix: 'login-pair', points: perMinute, duration: PAIR_WINDOW_SECONDS },
  account: { keyPrefix: 'login-account', points: perMinute * ACCOUNT_FACTOR, duration: ACCOUNT_WINDOW_SECONDS },
  address: { keyPrefix: 'login-address', points: perMinute * ADDRESS_FACTOR, duration: ADDRESS_WINDOW_SECONDS },
  mailEmail: { keyPrefix: 'mail-email', points: mailLimitsOf(perMinute).perEmail, duration: MAIL_WINDOW_SECONDS },
  mailAddress: { keyPrefix: 'mail-address', points: mailLimitsOf(perMinute).perAddress, duration: MAIL_WINDOW_SECONDS },
  deadLink: { keyPrefix: 'link-dead', points: mailLimitsOf(perMinute).perAddress, duration: MAIL_WINDOW_SECONDS },
  liveLink: { keyPrefix: 'link-live', points: LIVE_LINK_USES, duration: MAIL_WINDOW_SECONDS },
});

/**
 * What a concurrent CREATE … IF NOT EXISTS may answer the instance that lost the race: a unique
 * violation in the catalogue (23505), "schema/table already exists" (42P06, 42P07), or "type
 * already exists" (42710, the table's row type: seen when two instances start at once).
 */
const isDuplicate = (error: unknown) => ['23505', '42P06', '42P07', '42710'].includes((error as { code?: string })?.code ?? '');

/** Counters in PostgreSQL: the library creates its table (in our schema) before the first login. */
async function postgresLimiters(pool: pg.Pool, perMinute: number) {
  try {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${LIMITS_SCHEMA}`);
  } catch (error) {
    if (!isDuplicate(error)) throw error; // two instances starting at once
  }
  const common = { storeClient: pool, storeType: 'pool', schemaName: LIMITS_SCHEMA, tableName: LIMITS_TABLE };
  const limits = limitsOf(perMinute);
  // Expired rows are cleared below, on a timer this module owns (the library's cannot be stopped).
  const createPair = () =>
    new Promise<RateLimiterPostgres>((resolve, reject) => {
      const limiter: RateLimiterPostgres = new RateLimiterPostgres(
        { ...common, ...limits.pair, clearExpiredByTimeout: false },
        (error?: Error) => (error ? reject(error) : resolve(limiter)),
      );
    });
  // Two instances starting at once race on CREATE TABLE IF NOT EXISTS: the loser sees the table next time.
  const pair = await createPair().catch((error: unknown) => {
    if (isDuplicate(error)) return createPair();
    throw error;
  });
  const created = { ...common, tableCreated: true, clearExpiredByTimeout: false };
  const account = new RateLimiterPostgres({ ...created, ...limits.account });
  const address = new RateLimiterPostgres({ ...created, ...limits.address });
  const mailEmail = new RateLimiterPostgres({ ...created, ...limits.mailEmail });
  const mailAddress = new RateLimiterPostgres({ ...created, ...limits.mailAddress });
  const deadLink = new RateLimiterPostgres({ ...created, ...limits.deadLink });
  const liveLink = new RateLimiterPostgres({ ...created, ...limits.liveLink });
  const clearExpired = () =>
    pool.query(`DELETE FROM ${LIMITS_SCHEMA}.${LIMITS_TABLE} WHERE expire < $1`, [Date.now() - 3_600_000]).catch(() => undefined);
  const timer = setInterval(() => void clearExpired(), 5 * 60_000);
  timer.unref();
  return { pair, account, address, mailEmail, mailAddress, deadLink, liveLink, close: async () => clearInterval(timer) };
}

function memoryLimiters(perMinute: number) {
  const limits = limitsOf(perMinute);
  return {
    pair: new RateLimiterMemory(limits.pair),
    account: new RateLimiterMemory(limits.account),
    address: new RateLimiterMemory(limits.address),
    mailEmail: new RateLimiterMemory(limits.mailEmail),
    mailAddress: new RateLimiterMemory(limits.mailAddress),
    deadLink: new RateLimiterMemory(limits.deadLink),
    liveLink: new RateLimiterMemory(limits.liveLink),
    close: async () => undefined,
  };
}

/** `pool`: share the counters through PostgreSQL; without it they stay in this process. */
export async function createLoginLimiter(perMinute: number, options: { pool?: pg.Pool } = {}): Promise<LoginLimiter> {
  const { pair, account, address, mailEmail, mailAddress, deadLink, liveLink, close } = options.pool
    ? await postgresLimiters(options.pool, perMinute)
    : memoryLimiters(perMinute);

  /** Gives a point back, unless its window has ended meanwhile (that would start one below zero). */
  const giveBack = (taken: Taken[]) =>
    Promise.all(
      taken
        .filter(({ until }) => Date.now() < until - 50)
        .map(({ limiter, key }) => limiter.reward(key, 1).catch(() => undefined)),
    );

  /** Takes a point of each counter in turn; on the first full one, gives back what it took and refuses. */
  async function takeAll(counters: Counter[], message?: string): Promise<Taken[]> {
    const taken: Taken[] = [];
    for (const counter of counters) {
      try {
        const state = await counter.limiter.consume(counter.key, 1);
        taken.push({ ...counter, until: Date.now() + state.msBeforeNext });
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) {
          await giveBack(taken);
          throw rejection;
        }
        taken.push({ ...counter, until: Date.now() + rejection.msBeforeNext });
        await giveBack(taken);
        throw new TooManyAttempts(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), message);
      }
    }
    return taken;
  }

  async function attempt<T>(address_: string, account_: string, login: () => Promise<T>): Promise<T> {
    const counters: Counter[] = [
      { limiter: pair, key: digest(`${account_}\n${address_}`) },
      { limiter: account, key: digest(account_) },
      { limiter: address, key: address_ },
    ];
    // One at a time, pair first: a stranger blocked on their own pair never reaches the account's
    // counter, so one address cannot use up the owner's slower cap.
    const taken = await takeAll(counters);
    let result: T;
    try {
      result = await login();
    } catch (error) {
      // Only a wrong password keeps its points; anything else was not a guess.
      if (!(error instanceof HttpError && error.statusCode === 401)) await giveBack(taken);
      throw error;
    }
    await Promise.all([pair.delete(counters[0].key).catch(() => undefined), giveBack(taken.slice(1))]);
    return result;
  }

  async function take(address_: string, email: string): Promise<void> {
    // The address first: one client cannot use up an e-mail's cap for its owner beyond its own.
    const counters: Counter[] = [
      { limiter: mailAddress, key: address_ },
      { limiter: mailEmail, key: digest(email) },
    ];
    await takeAll(counters, PASSWORD_LINKS.tooMany);
  }

  const takeDeadLink = async (address_: string) => {
    await takeAll([{ limiter: deadLink, key: address_ }], PASSWORD_LINKS.tooMany);
  };
  const takeLiveLink = async (token: string) => {
    await takeAll([{ limiter: liveLink, key: digest(token) }], PASSWORD_LINKS.tooMany);
  };

  return { attempt, take, takeDeadLink, takeLiveLink, close };
}
