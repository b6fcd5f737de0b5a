/** Configuration from the environment, validated once at start; every problem is listed in one line. */
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { SocialNetwork } from '../contracts/config.js';
import { DEFAULT_ACADEMY_NAME, DEFAULT_TIME_ZONE } from '../contracts/constants.js';
import { academyNameRule, buyCourseUrlRule, socialPageRule } from '../contracts/settings.js';
import type { StatementTimeouts } from './db/statement-timeouts.js';

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/** Names Fastify (proxy-addr) understands for whole private ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Loopback and private networks: where a proxy counted by hops must be. */
const privateNetworks = new BlockList();
for (const [network, prefix, type] of [
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
] as const) {
  privateNetworks.addSubnet(network, prefix, type);
}
const isPrivate = (address: string) => {
  const version = isIP(address);
  return version !== 0 && privateNetworks.check(address, version === 4 ? 'ipv4' : 'ipv6');
};

/**
 * `hops` proxies in front of the server. Fastify 5 no longer takes a bare hop count (a direct
 * client could then forge X-Forwarded-For), so each counted proxy must also sit on a loopback or
 * private address; a proxy on a public address is named in the list form instead.
 */
export function trustHops(hops: number): TrustProxyFunction {
  return (address, hop) => hop < hops && isPrivate(address);
}

/**
 * Which proxies to believe about the client's address (X-Forwarded-For). Never "everything":
 * `0`/`false`/unset = no proxy; a whole number = that many proxy hops on loopback/private
 * addresses (`1` = one nginx/Caddy: the address it saw is used, whatever the client wrote further
 * left); or a comma-separated list of the proxies' addresses/CIDR ranges.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (value === '' || value === '0' || value === 'false') return false;
    if (/^\d{1,2}$/.test(value)) return trustHops(Number(value));
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    context.addIssue({
      code: 'custom',
      message: 'must be a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses/CIDR ranges',
    });
    return z.NEVER;
  });

/** A social link: an https:// address, or unset/empty (no icon). The Settings screen's rule too (contracts/settings.ts). */
const socialUrl = socialPageRule('must be an https:// URL')
  .optional()
  .or(z.literal('').transform(() => undefined));

/** An IANA time zone name (Africa/Cairo, Europe/Berlin, UTC) in its canonical spelling, else undefined. */
function canonicalTimeZone(zone: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The academy's time zone; unset or empty: Africa/Cairo. */
const timeZone = z
  .string()
  .trim()
  .transform((value, context) => {
    const zone = canonicalTimeZone(value || DEFAULT_TIME_ZONE);
    if (zone) return zone;
    context.addIssue({ code: 'custom', message: 'must be an IANA time zone name such as Africa/Cairo or UTC' });
    return z.NEVER;
  });

/** The site's address as visitors reach it (`https://academy.example.com`), without a trailing slash. */
const publicUrl = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === '') return undefined;
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (url && /^https?:$/.test(url.protocol) && !url.search && !url.hash && !url.username && !url.password) {
      return url.origin + url.pathname.replace(/\/+$/, '');
    }
    context.addIssue({
      code: 'custom',
      message: "must be the site's http:// or https:// address, such as https://academy.example.com",
    });
    return z.NEVER;
  });

/** Unset or empty: undefined. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** `smtp://user:password@host:port` or `smtps://...` (TLS from the first byte, usually port 465). */
const smtpUrl = optionalText.refine(
  (value) =>
    value === undefined || (URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol) && !!new URL(value).hostname),
  'must be an smtp:// or smtps:// URL with a host',
);

/** `academy@example.com` or `Academy <academy@example.com>`. */
const MAIL_FROM_FORMAT = /^(?:[^<>@\r\n]+<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/;
const mailFrom = optionalText.refine(
  (value) => value === undefined || MAIL_FROM_FORMAT.test(value),
  'must be an e-mail address, or a name and an address as in Academy <academy@example.com>',
);

/** The watchdog (server/watchdog/) and the test switch (plugins/test-hooks.ts). */
const watchdogEnv = {
  /** A main thread blocked this many seconds is ended so that it can be restarted; 0: off; unset or empty: 10. */
  WATCHDOG_SECONDS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number()
      .refine((seconds) => seconds === 0 || seconds >= 1, 'must be 0 (off) or at least 1 second')
      .default(10),
  ),
  /** Routes for tests of the whole process; refused with NODE_ENV=production. */
  ACADEMY_TEST_HOOKS: flag.optional().or(z.literal('').transform(() => undefined)),
  /** A live stream ends after its first event (the route-table tests call every route); refused with NODE_ENV=production. */
  LIVE_TEST_ONE_EVENT: flag.optional().or(z.literal('').transform(() => undefined)),
};

function watchdogProblems(e: { ACADEMY_TEST_HOOKS?: boolean; LIVE_TEST_ONE_EVENT?: boolean; NODE_ENV?: string }): string[] {
  if (e.NODE_ENV !== 'production') return [];
  return [
    ...(e.ACADEMY_TEST_HOOKS
      ? ['ACADEMY_TEST_HOOKS: must not be set with NODE_ENV=production (it adds a route that hangs the server)']
      : []),
    ...(e.LIVE_TEST_ONE_EVENT
      ? ['LIVE_TEST_ONE_EVENT: must not be set with NODE_ENV=production (live streams would end at once)']
      : []),
  ];
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** PostgreSQL connections per instance: several instances together must stay under max_connections. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** PostgreSQL cancels a request's statement running longer than this (statement_timeout); 0: no bound. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  /** The same for jobs (bulk actions, imports) and migrations, which run long by design. */
  DATABASE_LONG_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(600_000),
  ADMIN_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .min(6, 'must be at least 6 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_NAME: z.string().min(1).default('Super Admin'),
  NODE_ENV: z.string().optional(),
  /** Unset: on, except with NODE_ENV=production (the demo logins are published in the README). */
  SEED_DEMO: flag.optional().or(z.literal('').transform(() => undefined)),
  BUY_COURSE_URL: buyCourseUrlRule('must be an http:// or https:// URL').default('https://academy.example.com/courses'),
  ACADEMY_NAME: academyNameRule({ empty: 'must not be empty', tooLong: 'must be at most 60 characters' }).default(
    DEFAULT_ACADEMY_NAME,
  ),
  SOCIAL_FACEBOOK: socialUrl,
  SOCIAL_X: socialUrl,
  SOCIAL_LINKEDIN: socialUrl,
  SOCIAL_YOUTUBE: socialUrl,
  SOCIAL_GITHUB: socialUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_DAYS: z.coerce.number().positive().default(30),
  TOKEN_MAX_AGE_DAYS: z.coerce.number().positive().default(90),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  UPLOADS_MAX_MB: z.coerce.number().positive().default(500),
  UPLOADS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  UPLOADS_MAX_MEGAPIXELS: z.coerce.number().positive().default(25),
  TRUST_PROXY: trustProxy.default(false),
  PUBLIC_CACHE: flag.default(true),
  TZ: timeZone.default(DEFAULT_TIME_ZONE),
  PUBLIC_URL: publicUrl.optional(),
  SMTP_URL: smtpUrl,
  SMTP_HOST: optionalText,
  SMTP_PORT: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(1).max(65535).optional()),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: mailFrom,
  /** How long a forgot-password link works (default an hour; a fraction for tests: 0.05 = 3 s). */
  RESET_LINK_MINUTES: z.coerce.number().positive().default(60),
  /** How long an imported student's invitation works. */
  INVITATION_LINK_DAYS: z.coerce.number().positive().default(7),
  /** The first retry of an undelivered mail, in seconds; each next one waits twice as long (at most an hour). */
  MAIL_RETRY_SECONDS: z.coerce.number().positive().default(30),
  /** Invitations one admin may send in 24 hours, imports and resends together. */
  INVITATIONS_PER_ADMIN_PER_DAY: z.coerce.number().int().positive().default(5000),
  /** Live streams (issue 49) one instance holds open at most; past it a new one is refused (503) and the page polls. */
  LIVE_MAX_STREAMS: z.coerce.number().int().min(0).default(2000),
  ...watchdogEnv,
});

export type TrustProxyFunction = (address: string, hop: number) => boolean;
/** Fastify's `trustProxy`: no proxy, a hop count (as a function), or the proxies' addresses. */
export type TrustProxy = false | TrustProxyFunction | string[];

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl?: string;
  /** Most PostgreSQL connections this instance opens (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** How long one PostgreSQL statement may run, in ms, 0 for no bound: a request's, and a job's or a migration's. */
  statementTimeouts: StatementTimeouts;
  adminEmail?: string;
  adminPassword?: string;
  adminName: string;
  seedDemo: boolean;
  buyCourseUrl: string;
  /** The academy's name on the public site and in the admin area. */
  academyName: string;
  /** The academy's social pages for the footer; `null` hides that network's icon. */
  socialLinks: Record<SocialNetwork, string | null>;
  logLevel: string;
  /** A token unused for this many days stops working. */
  tokenTtlDays: number;
  /** A token older than this many days stops working, however often it is used. */
  tokenMaxAgeDays: number;
  loginRateLimit: number;
  /** Uploaded images together may hold at most this many bytes (UPLOADS_MAX_MB). */
  uploadsMaxBytes: number;
  /** Uploads one admin may store per minute (UPLOADS_PER_MINUTE). */
  uploadsPerMinute: number;
  /** A raster image may have at most this many million pixels (UPLOADS_MAX_MEGAPIXELS): browsers decode every one. */
  uploadsMaxMegapixels: number;
  /** Behind nginx/Caddy: how far to believe X-Forwarded-For (hop count or proxy addresses). */
  trustProxy: TrustProxy;
  /** Keep public answers in memory until a write changes them (plugins/public-cache/). */
  publicCache: boolean;
  /** The academy's time zone (TZ): ledger date filters and revenue months follow its calendar. */
  timeZone: string;
  /**
   * The site's absolute address (PUBLIC_URL), for links that leave the site: mail, share tags,
   * the sitemap. Unset, those are off.
   */
  publicUrl?: string;
  /** Where mail goes out (SMTP_URL, or SMTP_HOST and the rest) and whom it comes from (MAIL_FROM); unset: no mail. */
  smtp?: SmtpSettings;
  /** How long a mailed link works, in seconds: forgot password (RESET_LINK_MINUTES), invitation (INVITATION_LINK_DAYS). */
  linkLifetimeSeconds: { reset: number; invite: number };
  /** The first retry of an undelivered mail (MAIL_RETRY_SECONDS); doubled each time, for 24 hours. */
  mailRetrySeconds: number;
  /** Invitations one admin may send in 24 hours (INVITATIONS_PER_ADMIN_PER_DAY). */
  invitationsPerAdminPerDay: number;
  /** Live streams one instance holds open at most (LIVE_MAX_STREAMS). */
  liveMaxStreams: number;
  /** Tests only: a live stream ends after its first event (LIVE_TEST_ONE_EVENT). */
  liveOneEvent: boolean;
  /** A main thread blocked this long (milliseconds) ends the process (WATCHDOG_SECONDS); 0: no watchdog. */
  watchdogMs: number;
  /** Test-only routes (ACADEMY_TEST_HOOKS, plugins/test-hooks.ts). */
  testHooks: boolean;
};

/** A nodemailer transport: an smtp(s):// URL, or host and port with an optional login. */
export type SmtpSettings = {
  transport: string | { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } };
  from: string;
};

type Env = z.output<typeof envSchema>;

/** The SMTP settings, or the problems of a half-given set (named like the schema's). */
function smtpOf(e: Env): { smtp?: SmtpSettings; problems: string[] } {
  const problems: string[] = [];
  const hostless = (['SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD'] as const).filter(
    (name) => e[name] !== undefined && e[name] !== '',
  );
  if (e.SMTP_URL && e.SMTP_HOST) problems.push('SMTP_HOST: set SMTP_URL or SMTP_HOST, not both');
  else if (!e.SMTP_URL && !e.SMTP_HOST) hostless.forEach((name) => problems.push(`${name}: needs SMTP_HOST`));
  if (e.SMTP_HOST && Boolean(e.SMTP_USER) !== Boolean(e.SMTP_PASSWORD))
    problems.push('SMTP_USER: give SMTP_USER and SMTP_PASSWORD together');
  if ((e.SMTP_URL || e.SMTP_HOST) && !e.MAIL_FROM) problems.push('MAIL_FROM: required with SMTP settings');
  if (problems.length || !e.MAIL_FROM || !(e.SMTP_URL || e.SMTP_HOST)) return { problems };
  const port = e.SMTP_PORT ?? 587;
  const transport = e.SMTP_URL ??
    // Port 465 speaks TLS from the start; any other port upgrades with STARTTLS when the server offers it.
    {
      host: e.SMTP_HOST!,
      port,
      secure: port === 465,
      ...(e.SMTP_USER && { auth: { user: e.SMTP_USER, pass: e.SMTP_PASSWORD! } }),
    };
  return { smtp: { transport, from: e.MAIL_FROM }, problems };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const { smtp, problems } = smtpOf(e);
  problems.push(...watchdogProblems(e));
  if (problems.length) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    statementTimeouts: { request: e.DATABASE_STATEMENT_TIMEOUT_MS, long: e.DATABASE_LONG_STATEMENT_TIMEOUT_MS },
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    adminName: e.ADMIN_NAME,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    buyCourseUrl: e.BUY_COURSE_URL,
    academyName: e.ACADEMY_NAME,
    socialLinks: {
      facebook: e.SOCIAL_FACEBOOK ?? null,
      x: e.SOCIAL_X ?? null,
      linkedin: e.SOCIAL_LINKEDIN ?? null,
      youtube: e.SOCIAL_YOUTUBE ?? null,
      github: e.SOCIAL_GITHUB ?? null,
    },
    logLevel: e.LOG_LEVEL,
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    tokenMaxAgeDays: e.TOKEN_MAX_AGE_DAYS,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    uploadsMaxBytes: Math.round(e.UPLOADS_MAX_MB * 1024 * 1024),
    uploadsPerMinute: e.UPLOADS_PER_MINUTE,
    uploadsMaxMegapixels: e.UPLOADS_MAX_MEGAPIXELS,
    trustProxy: e.TRUST_PROXY,
    publicCache: e.PUBLIC_CACHE,
    timeZone: e.TZ,
    publicUrl: e.PUBLIC_URL,
    smtp,
    linkLifetimeSeconds: { reset: Math.round(e.RESET_LINK_MINUTES * 60), invite: Math.round(e.INVITATION_LINK_DAYS * 86_400) },
    mailRetrySeconds: e.MAIL_RETRY_SECONDS,
    invitationsPerAdminPerDay: e.INVITATIONS_PER_ADMIN_PER_DAY,
    liveMaxStreams: e.LIVE_MAX_STREAMS,
    liveOneEvent: e.LIVE_TEST_ONE_EVENT ?? false,
    watchdogMs: Math.round(e.WATCHDOG_SECONDS * 1000),
    testHooks: e.ACADEMY_TEST_HOOKS ?? false,
  };
}
