/** First start on an empty database: create the super admin (and the demo academy when asked). */
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { admins } from './db/schema.js';
import { hashPassword } from './modules/auth/passwords.js';

export async function ensureSuperAdmin(db: Database, config: Config, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
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
