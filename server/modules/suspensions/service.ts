/**
 * Suspension (issue 14 item 7): a suspended student keeps every figure but signs in nowhere
 * (every session revoked) and is left out of every public list, ranking and total
 * (progress/rank-rule.ts `ranked`, suspensions/hidden.ts). Each change writes its audit line in
 * its own transaction.
 */
import { MODERATION } from '../../../contracts/admin-messages.js';
import type { Database } from '../../db/client.js';
import { conflict, found } from '../../http-errors.js';
import { recordAudit } from '../audit/record.js';
import { revokeAllTokens, type AdminActor } from '../auth/tokens.js';
import { lockUsersFigures } from '../progress/locks.js';
import { findUser } from '../users/queries.js';
import * as q from './queries.js';

const suspensionOf = (row: { id: number; suspended_at: Date | null; suspension_reason: string | null }) => ({
  id: row.id,
  suspended_at: row.suspended_at,
  suspension_reason: row.suspension_reason,
});

export async function suspendUser(db: Database, actor: AdminActor, id: number, reason: string) {
  const user = await db.transaction(async (tx) => {
    await lockUsersFigures(tx, [id]);
    const before = found(await findUser(tx, id), MODERATION.userNotFound);
    if (before.suspended_at) throw conflict(MODERATION.alreadySuspended);
    await q.setSuspension(tx, id, new Date(), reason);
    await revokeAllTokens(tx, 'user', id);
    const after = found(await findUser(tx, id), MODERATION.userNotFound);
    await recordAudit(tx, actor, {
      action: 'suspend',
      entity: 'user',
      entityId: id,
      summary: `Suspended ${before.name}: ${reason}`,
      before: suspensionOf(before),
      after: suspensionOf(after),
    });
    return after;
  });
  return { message: MODERATION.suspended, user: suspensionOf(user) };
}

export async function unsuspendUser(db: Database, actor: AdminActor, id: number) {
  const user = await db.transaction(async (tx) => {
    await lockUsersFigures(tx, [id]);
    const before = found(await findUser(tx, id), MODERATION.userNotFound);
    if (!before.suspended_at) throw conflict(MODERATION.notSuspended);
    await q.setSuspension(tx, id, null, null);
    const after = found(await findUser(tx, id), MODERATION.userNotFound);
    await recordAudit(tx, actor, {
      action: 'unsuspend',
      entity: 'user',
      entityId: id,
      summary: `Lifted the suspension of ${before.name}`,
      before: suspensionOf(before),
      after: suspensionOf(after),
    });
    return after;
  });
  return { message: MODERATION.unsuspended, user: suspensionOf(user) };
}
