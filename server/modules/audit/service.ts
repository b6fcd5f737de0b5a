/**
 * Reading the audit trail: one page at a time, newest first (the log only grows, so it is
 * always paged), filtered by admin, kind of record, action, dates and a search of the summary
 * and the admin's name.
 */
import { AUDIT_PER_PAGE, type AuditListQuery } from '../../../contracts/audit.js';
import type { Database } from '../../db/client.js';
import { metaOf, pageOf } from '../../db/paging.js';
import { listAdmins } from '../admins/queries.js';
import * as q from './queries.js';

type Fields = Record<string, unknown> | null;

export async function listAuditLog(db: Database, timeZone: string, query: AuditListQuery) {
  // `always`: without page/per_page the first page comes, never the whole log.
  const page = pageOf(query, AUDIT_PER_PAGE, { always: true }) ?? { page: 1, per_page: AUDIT_PER_PAGE, offset: 0 };
  const filters: q.AuditFilters = {
    search: query.search,
    adminId: query.admin_id,
    entity: query.entity,
    action: query.action,
    from: query.from,
    to: query.to,
    timeZone,
  };
  // before/after are what recordAudit stored: objects of the record's fields, or null.
  const entries = (await q.listAuditLog(db, filters, page)).map((entry) => ({
    ...entry,
    before: entry.before as Fields,
    after: entry.after as Fields,
  }));
  return { entries, ...(await metaOf(page, () => q.countAuditLog(db, filters))) };
}

export async function auditFacets(db: Database) {
  const [admins, entities, actions] = await Promise.all([listAdmins(db), q.distinctOf(db, 'entity'), q.distinctOf(db, 'action')]);
  return { admins: admins.map(({ id, name }) => ({ id, name })), entities, actions };
}
