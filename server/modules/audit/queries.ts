/** SQL for the audit trail: the names lines copy, and the Audit Log list with its filters. */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { onPage, type Page } from '../../db/paging.js';
import { auditLog } from '../../db/schema.js';
import { findCourse } from '../courses/queries.js';
import { findUser } from '../users/queries.js';

/** A user's name as a line names them (copied: the line stays readable after the user is deleted). */
export async function userName(db: Executor, id: number): Promise<string> {
  return (await findUser(db, id))?.name ?? `User #${id}`;
}

export async function courseTitle(db: Executor, id: number): Promise<string> {
  return (await findCourse(db, id))?.title ?? `Course #${id}`;
}

export type AuditFilters = {
  search?: string;
  adminId?: number;
  entity?: string;
  action?: string;
  /** Calendar days (YYYY-MM-DD), both included, in the academy's time zone. */
  from?: string;
  to?: string;
  timeZone: string;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filters: AuditFilters): SQL | undefined {
  const term = filters.search ? `%${escapeLike(filters.search)}%` : undefined;
  return and(
    term ? or(ilike(auditLog.summary, term), ilike(auditLog.adminName, term)) : undefined,
    filters.adminId !== undefined ? eq(auditLog.adminId, filters.adminId) : undefined,
    filters.entity ? eq(auditLog.entity, filters.entity) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.from ? sql`${auditLog.createdAt} >= (${filters.from}::date)::timestamp AT TIME ZONE ${filters.timeZone}` : undefined,
    filters.to ? sql`${auditLog.createdAt} < (${filters.to}::date + 1)::timestamp AT TIME ZONE ${filters.timeZone}` : undefined,
  );
}

const entryColumns = {
  id: auditLog.id,
  admin_id: auditLog.adminId,
  admin_name: auditLog.adminName,
  action: auditLog.action,
  entity: auditLog.entity,
  entity_id: auditLog.entityId,
  summary: auditLog.summary,
  before: auditLog.before,
  after: auditLog.after,
  created_at: auditLog.createdAt,
};

/** Newest first (the id breaks ties between lines of one transaction). */
export function listAuditLog(db: Executor, filters: AuditFilters, page: Page) {
  const select = db
    .select(entryColumns)
    .from(auditLog)
    .where(whereOf(filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .$dynamic();
  return onPage(select, page);
}

export async function countAuditLog(db: Executor, filters: AuditFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog).where(whereOf(filters));
  return Number(row.total);
}

/** Every entity or action the log holds, A to Z (served by a scan of one column; the log is an admin's tool). */
export async function distinctOf(db: Executor, field: 'entity' | 'action'): Promise<string[]> {
  const column = auditLog[field];
  const rows = await db.selectDistinct({ value: column }).from(auditLog).orderBy(asc(column));
  return rows.map((row) => row.value);
}
