/**
 * The audit trail (issue 14 item 5): every admin write records who did what to which record,
 * before -> after, inside the transaction that makes the change, so a change and its line land
 * or roll back together. Services take an `Actor` and call `recordAudit(tx, actor, ...)`.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import { admins, auditLog } from '../../db/schema.js';
import { principalId } from '../../plugins/auth.js';

/** The admin making a change (and the token it used: some rules spare the session in use). */
export type Actor = { id: number; name: string; token?: string };

export type AuditEntry = {
  /** create, update, delete, or a named action: enroll, unenroll, award, revoke, suspend, import, ... */
  action: string;
  /** user, admin, course, project, achievement, skill, enrollment, submission, payment, setting, ... */
  entity: string;
  entityId?: number | null;
  /** One readable line for the Audit Log screen. */
  summary: string;
  before?: unknown;
  after?: unknown;
};

export async function recordAudit(tx: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    adminId: actor.id,
    adminName: actor.name,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The signed-in admin of an admin route (behind requireAdmin). */
export async function actorOf(db: Executor, request: FastifyRequest): Promise<Actor> {
  const id = principalId(request);
  const [admin] = await db.select({ id: admins.id, name: admins.name }).from(admins).where(eq(admins.id, id));
  return { ...(admin ?? { id, name: `Admin #${id}` }), token: request.bearerToken };
}
