/** Configuration from the environment, validated once at start; every problem is listed in one line. */
import path from 'node:path';
import { z } from 'zod';

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
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
  SEED_DEMO: flag.default(true),
  BUY_COURSE_URL: z.url().default('https://academy.example.com/courses'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_DAYS: z.coerce.number().positive().default(30),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: flag.default(false),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  adminName: string;
  seedDemo: boolean;
  buyCourseUrl: string;
  logLevel: string;
  tokenTtlDays: number;
  loginRateLimit: number;
  /** Behind nginx/Caddy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    adminName: e.ADMIN_NAME,
    seedDemo: e.SEED_DEMO,
    buyCourseUrl: e.BUY_COURSE_URL,
    logLevel: e.LOG_LEVEL,
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
  };
}
