/**
 * Every start, before serving: the super admin on an empty database, images left on disk by an older
 * version, the demo academy when it applies.
 */
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { ADVISORY_LOCKS, type Database, type DatabaseHandle, type Executor } from './db/client.js';
import { admins, users } from './db/schema.js';
import { hashPassword, verifyPassword } from './modules/auth/passwords.js';
import { importUploadFolder } from './modules/uploads/import-folder.js';
import { DEMO_ADMIN, DEMO_STUDENT } from './seed/content.js';
import { seedDemo } from './seed/demo.js';

type StartLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Demo content only for a brand-new embedded database: never fills a real PostgreSQL by surprise
 * (docs/product.md#running: only `npm run seed:demo` does), and not with NODE_ENV=production unless SEED_DEMO=1
 * says so (config.ts). Returns what was seeded, if anything.
 */
export async function prepareDatabase(
  database: Pick<DatabaseHandle, 'db' | 'engine' | 'wasEmpty'>,
  config: Config,
  log: StartLog,
): Promise<Record<string, number> | undefined> {
  await ensureSuperAdmin(database.db, config, log);
  // Images uploaded before they were kept in the database (modules/uploads/import-folder.ts).
  await importUploadFolder(database.db, config.uploadsDir, log, { maxMegapixels: config.uploadsMaxMegapixels });
  if (config.seedDemo && database.wasEmpty && database.engine === 'pglite') {
    const summary = await seedDemo(database.db);
    log.info(summary, 'demo content created');
    console.log(`Demo student: ${DEMO_STUDENT.email} / ${DEMO_STUDENT.password}`);
    console.log(`Demo admin:   ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    return summary;
  }
  // Published logins left from an earlier demo start, or added with `npm run seed:demo`.
  await warnAboutDemoLogins(database.db, log);
  return undefined;
}

/**
 * The first super admin, on a database without admins. Idempotent across instances: the check and
 * the insert run in one transaction holding an advisory lock, so instances starting at once on an
 * empty PostgreSQL create exactly one (the others find it). Returns whether this call created it.
 */
export async function ensureSuperAdmin(db: Database, config: Config, log: StartLog): Promise<boolean> {
  const noAdmins = async (executor: Executor) => (await executor.select({ total: count() }).from(admins))[0].total === 0;
  if (!(await noAdmins(db))) return false;
  const email = config.adminEmail ?? 'admin@academy.local';
  const generated = !config.adminPassword;
  const password = config.adminPassword ?? randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.firstSuperAdmin})`);
    if (!(await noAdmins(tx))) return false;
    await tx.insert(admins).values({ name: config.adminName, email, passwordHash, isSuper: true });
    return true;
  });
  if (!created) return false;
  if (generated) {
    // Printed once, on purpose: there is no other way to learn a generated password.
    console.log(`\nSuper admin created: ${email} / ${password}\n(set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)\n`);
  } else {
    log.info({ email }, 'super admin created');
  }
  return true;
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
