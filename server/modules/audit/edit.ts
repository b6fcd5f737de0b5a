/**
 * An edit as the audit trail records it (the edits of achievements, admins and users): the record
 * is read (404 when there is none), changed, read again, and one 'update' line keeps both views.
 */
import type { Executor } from '../../db/client.js';
import { found } from '../../http-errors.js';
import type { AdminActor } from '../auth/tokens.js';
import { recordAudit } from './record.js';
import { withPassword } from './views.js';

type Edit<Row> = {
  entity: string;
  id: number;
  /** The record as it is now; undefined when there is none (404 with `notFound`). */
  read: () => Promise<Row | undefined>;
  notFound: string;
  /** The checks (which may refuse) and the writes. */
  change: (before: Row) => Promise<void>;
  /** The record as the line keeps it. */
  view: (row: Row) => object;
  summary: (after: Row, before: Row) => string;
  /** A new password was set: the summary and the after view say so (never the password). */
  newPassword?: boolean;
};

/** Runs the edit inside the caller's transaction; answers the record after it. */
export async function recordedEdit<Row>(tx: Executor, actor: AdminActor, edit: Edit<Row>): Promise<Row> {
  const before = found(await edit.read(), edit.notFound);
  await edit.change(before);
  const after = found(await edit.read(), edit.notFound);
  const newPassword = edit.newPassword ?? false;
  await recordAudit(tx, actor, {
    action: 'update',
    entity: edit.entity,
    entityId: edit.id,
    summary: `${edit.summary(after, before)}${newPassword ? ' (new password)' : ''}`,
    before: edit.view(before),
    after: withPassword(edit.view(after), newPassword),
  });
  return after;
}
