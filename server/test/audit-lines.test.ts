/**
 * The audit trail's promise held to every admin write route the app registers (route-table.ts),
 * so a new one cannot skip it: the route's valid request (valid-writes.ts) is accepted and leaves
 * exactly one audit line, naming the admin who sent it; a listed route below leaves none. The
 * oracle is the audit_log table, counted before and after.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { admins, auditLog } from '../db/schema.js';
import { SUPER_ADMIN, useTestApp } from './harness.js';
import { startMailCatcher } from './mail-catcher.js';
import { collectRoutes, WRITE_METHODS } from './route-table.js';
import { buildScene, REQUESTS, send } from './valid-writes.js';

const routes = collectRoutes();
// Mail on (test/mail-catcher.ts): the mail routes answer 404 without it.
const mail = await startMailCatcher();
afterAll(() => mail.close());
const t = useTestApp(mail.env);

/** Admin writes that change no record of the academy, so the audit log has nothing to say. */
const ADMIN_WRITES_WITHOUT_AUDIT_LINE = new Set([
  // Sign-in and sign-out: tokens, and the sign-in log of their own.
  'POST /api/admin/login',
  'POST /api/admin/logout',
  // Previews write nothing.
  'POST /api/admin/achievements/preview',
  'POST /api/admin/import/users/preview',
  // A stored image changes nothing until a record names it, and that save has its line.
  'POST /api/admin/uploads',
]);

/** Filled once the app is built: the route table is read inside tests. */
const adminWrites = () => routes.filter((route) => WRITE_METHODS.has(route.method) && route.url.startsWith('/api/admin/'));
const ADMIN_REQUESTS = Object.keys(REQUESTS).filter((key) => key.split(' ')[1].startsWith('/api/admin/'));

const auditLines = () => t.db.select().from(auditLog).orderBy(asc(auditLog.id));

describe('every accepted admin write leaves exactly one audit line naming its admin', () => {
  it('classifies every admin write route: a valid request for each, the ones without a line listed', () => {
    const keys = adminWrites().map((route) => route.key);
    expect(keys.length).toBeGreaterThan(30);
    expect(
      keys.filter((key) => !ADMIN_REQUESTS.includes(key)),
      'admin write routes with no valid request',
    ).toEqual([]);
    expect([...ADMIN_WRITES_WITHOUT_AUDIT_LINE].filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(ADMIN_REQUESTS)('%s', async (key) => {
    const route = adminWrites().find((r) => r.key === key);
    expect(route, `${key} is not registered`).toBeDefined();
    const scene = await buildScene(t);
    const request = await REQUESTS[key](scene);
    const before = (await auditLines()).length;
    const reply = await send(t.app, route!, scene, request);
    expect(reply.status, `${key} answered ${reply.status} ${JSON.stringify(reply.body)}`).toBeLessThan(300);
    const added = (await auditLines()).slice(before);
    if (ADMIN_WRITES_WITHOUT_AUDIT_LINE.has(key)) {
      expect(added, `${key} is listed as leaving no audit line`).toEqual([]);
      return;
    }
    expect(added, `${key} should leave exactly one audit line`).toHaveLength(1);
    const [superAdmin] = await t.db.select().from(admins).where(eq(admins.email, SUPER_ADMIN.email));
    expect({ adminId: added[0].adminId, adminName: added[0].adminName }).toEqual({
      adminId: superAdmin.id,
      adminName: SUPER_ADMIN.name,
    });
    expect(added[0].summary.length).toBeGreaterThan(0);
  });
});
