/** Every start, before serving: the super admin on an empty database, the demo academy when it applies. */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { admins, users } from './db/schema.js';
import { hashPassword, verifyPassword } from './modules/auth/passwords.js';
import { DEMO_ADMIN, DEMO_STUDENT } from './seed/content.js';
import { seedDemo } from './seed/demo.js';

type StartLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Demo content only for a brand-new embedded database: never fills a real PostgreSQL by surprise
 * (DESIGN.md: only `npm run seed:demo` does), and not with NODE_ENV=production unless SEED_DEMO=1
 * says so (config.ts). Returns what was seeded, if anything.
 */
export async function prepareDatabase(
  database: Pick<DatabaseHandle, 'db' | 'engine' | 'wasEmpty'>,
  config: Config,
  log: StartLog,
): Promise<Record<string, number> | undefined> {
  await ensureSuperAdmin(database.db, config, log);
  if (config.seedDemo && database.wasEmpty && database.engine === 'pglite') {
    const summary = await seedDemo(database.db, { uploadsDir: config.uploadsDir });
    log.info(summary, 'demo content created');
    console.log(`Demo student: ${DEMO_STUDENT.email} / ${DEMO_STUDENT.password}`);
    console.log(`Demo admin:   ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    return summary;
  }
  // Published logins left from an earlier demo start, or added with `npm run seed:demo`.
  await warnAboutDemoLogins(database.db, log);
  return undefined;
}

export async function ensureSuperAdmin(db: Database, config: Config, log: StartLog) {
  const [{ total }] = await db.select({ total: count() }).from(admins);
  if (total > 0) return;
  const email = config.adminEmail ?? 'admin@academy.local';
  const generated = !config.adminPassword;
  const password = config.adminPassword ?? randomBytes(9).toString('base64url');
  await db.insert(admins).values({ name: config.adminName, email, passwordHash: await hashPassword(password), isSuper: true });
  if (generated) {
    // Printed once, on purpose: there is no other way to learn a generated password.
    console.log(`\nSuper admin created: ${email} / ${password}\n(set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)\n`);
  } else {
    log.info({ email }, 'super admin created');
  }
}

/**
 * The demo logins are published in the README: while one of them still opens its account (its
 * e-mail exists and the demo password still matches), anyone can sign in with it. Returns the
 * e-mails of those accounts and warns once at start (log + console line) so an operator notices.
 */
export async function warnAboutDemoLogins(db: Database, log: Pick<FastifyBaseLogger, 'warn'>): Promise<string[]> {
  const [[admin], [student]] = await Promise.all([
    db.select({ hash: admins.passwordHash }).from(admins).where(eq(admins.email, DEMO_ADMIN.email)).limit(1),
    db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, DEMO_STUDENT.email)).limit(1),
  ]);
  const open: string[] = [];
  if (admin && (await verifyPassword(admin.hash, DEMO_ADMIN.password))) open.push(DEMO_ADMIN.email);
  if (student && (await verifyPassword(student.hash, DEMO_STUDENT.password))) open.push(DEMO_STUDENT.email);
  if (open.length) {
    log.warn({ accounts: open }, 'demo logins with their published passwords exist');
    console.warn(
      `Warning: demo logins with their published passwords exist (${open.join(', ')}): delete them or change their passwords before going public.`,
    );
  }
  return open;
}
