/**
 * The audit trail (issue 14 item 5): every admin write records who did what to which record,
 * before -> after, inside the transaction that makes the change, so a change and its line land
 * or roll back together. Services take the `AdminActor` the admin guard resolved (`adminOf(request)`)
 * and call `recordAudit(tx, actor, ...)`.
 */
import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import type { AdminActor } from '../auth/tokens.js';

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

export async function recordAudit(tx: Executor, actor: AdminActor, entry: AuditEntry): Promise<void> {
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
