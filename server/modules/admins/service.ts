/**
 * Rules for admin accounts: e-mails are unique, a super admin cannot be deleted, no admin deletes
 * their own account (it would end their session mid-action), the last super admin keeps
 * `is_super`, a deleted admin's tokens are revoked at once. Only a super admin may grant or take
 * super admin rights or edit a super admin; otherwise any admin could take over the super admin's
 * account by changing its password. A new password signs the account out elsewhere.
 */
import type { z } from 'zod';
import type { adminCreateSchema, adminUpdateSchema } from '../../../contracts/admins.js';
import { ADMINS } from '../../../contracts/staff-messages.js';
import type { Database } from '../../db/client.js';
import { conflict, forbidden, found, invalidField } from '../../http-errors.js';
import { recordedEdit } from '../audit/edit.js';
import { recordAudit } from '../audit/record.js';
import { adminView } from '../audit/views.js';
import { hashPassword } from '../auth/passwords.js';
import { revokeAllTokens, type AdminActor } from '../auth/tokens.js';
import * as queries from './queries.js';

type CreateInput = z.output<typeof adminCreateSchema>;
type UpdateInput = z.output<typeof adminUpdateSchema>;

export async function listAdmins(db: Database) {
  return { admins: await queries.listAdmins(db) };
}

/** The signed-in admin, as the list shows it. */
export async function me(db: Database, id: number) {
  return { admin: found(await queries.findAdmin(db, id), ADMINS.notFound) };
}

export async function addAdmin(db: Database, input: CreateInput, actor: AdminActor) {
  if (input.is_super && !actor.is_super) throw forbidden(ADMINS.onlySuperGrants);
  if (await queries.adminEmailTaken(db, input.email)) throw invalidField('email', ADMINS.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const admin = await db.transaction(async (tx) => {
    const added = await queries.insertAdmin(tx, {
      name: input.name,
      email: input.email,
      passwordHash,
      isSuper: input.is_super ?? false,
    });
    const summary = `Added ${added.is_super ? 'super admin' : 'admin'} ${added.name} (${added.email})`;
    await recordAudit(tx, actor, { action: 'create', entity: 'admin', entityId: added.id, summary, after: adminView(added) });
    return added;
  });
  return { admin, message: ADMINS.added };
}

/** A blank password keeps the current one; an absent `is_super` keeps the current flag. */
export async function updateAdmin(db: Database, id: number, input: UpdateInput, actor: AdminActor) {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction(async (tx) => {
    await recordedEdit(tx, actor, {
      entity: 'admin',
      id,
      read: () => queries.findAdmin(tx, id, true),
      notFound: ADMINS.notFound,
      change: async (admin) => {
        const isSuper = input.is_super ?? admin.is_super;
        if (!actor.is_super) {
          if (admin.is_super) throw forbidden(ADMINS.onlySuperEdits);
          if (isSuper) throw forbidden(ADMINS.onlySuperGrants);
        }
        if (await queries.adminEmailTaken(tx, input.email, id)) throw invalidField('email', ADMINS.emailTaken);
        if (admin.is_super && !isSuper && (await queries.countSuperAdminsLocked(tx)) <= 1) throw conflict(ADMINS.lastSuper);
        const { name, email } = input;
        await queries.updateAdmin(tx, id, { name, email, isSuper, ...(passwordHash && { passwordHash }) });
        if (passwordHash) await revokeAllTokens(tx, 'admin', id, actor.token);
      },
      view: adminView,
      summary: (after) => `Edited admin ${after.name}`,
      newPassword: passwordHash !== undefined,
    });
  });
  return { message: ADMINS.updated };
}

export async function deleteAdmin(db: Database, id: number, actor: AdminActor) {
  await db.transaction(async (tx) => {
    const admin = found(await queries.findAdmin(tx, id, true), ADMINS.notFound);
    if (admin.is_super) throw conflict(ADMINS.superCannotBeDeleted);
    if (admin.id === actor.id) throw conflict(ADMINS.cannotDeleteSelf);
    await revokeAllTokens(tx, 'admin', id);
    await queries.deleteAdmin(tx, id);
    const summary = `Deleted admin ${admin.name} (${admin.email})`;
    await recordAudit(tx, actor, { action: 'delete', entity: 'admin', entityId: id, summary, before: adminView(admin) });
  });
  return { message: ADMINS.deleted };
}
