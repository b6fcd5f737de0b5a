/**
 * SQL of the payments ledger screen and the revenue charts. Dates and months are the academy's
 * (`tz`, an IANA name from the config): a day or a month is turned into its UTC bounds with
 * `AT TIME ZONE`, so filters and months use the index on `created_at`.
 */
import { and, asc, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PaymentKind } from '../../../contracts/payments.js';
import { rows, type Executor } from '../../db/client.js';
import type { Page } from '../../db/paging.js';
import { onPage } from '../../db/paging.js';
import { rowNames } from '../../db/row-names.js';
import { admins, courses, payments, users } from '../../db/schema.js';
import { matchesAdminSearch } from '../users/queries.js';
import { netRevenue } from './ledger.js';

export type LedgerFilter = {
  courseId?: number;
  /** One student's lines. */
  userId?: number;
  kind?: PaymentKind;
  /** First and last day (YYYY-MM-DD, both included) in the academy's time zone. */
  from?: string;
  to?: string;
  /** Part of the student's name or e-mail, as the Users table searches. */
  search?: string;
};

/** The instant a calendar day starts in the time zone. */
const startOfDay = (day: string, tz: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${tz}`;
const startOfNextDay = (day: string, tz: string) => sql`(${day}::date + 1)::timestamp AT TIME ZONE ${tz}`;

function ledgerWhere(filter: LedgerFilter, tz: string): SQL | undefined {
  return and(
    filter.courseId === undefined ? undefined : eq(payments.courseId, filter.courseId),
    filter.userId === undefined ? undefined : eq(payments.userId, filter.userId),
    filter.kind === undefined ? undefined : eq(payments.kind, filter.kind),
    filter.from === undefined ? undefined : gte(payments.createdAt, startOfDay(filter.from, tz)),
    filter.to === undefined ? undefined : lt(payments.createdAt, startOfNextDay(filter.to, tz)),
    matchesAdminSearch(filter.search),
  );
}

/** Ledger lines with the student, the course and the admin (null once deleted; the line keeps the admin's name). */
function ledgerSelect(db: Executor) {
  return db
    .select({
      id: payments.id,
      kind: payments.kind,
      amount: payments.amount,
      gotDiscount: payments.gotDiscount,
      note: payments.note,
      createdAt: payments.createdAt,
      userId: users.id,
      courseId: courses.id,
      ...rowNames,
      adminId: admins.id,
      adminName: admins.name,
      keptAdminName: payments.adminName,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(courses, eq(courses.id, payments.courseId))
    .leftJoin(admins, eq(admins.id, payments.adminId));
}

/** The lines the filters keep, newest first. */
export function listLedger(db: Executor, filter: LedgerFilter, tz: string, page?: Page) {
  return onPage(
    ledgerSelect(db).where(ledgerWhere(filter, tz)).orderBy(desc(payments.createdAt), desc(payments.id)).$dynamic(),
    page,
  );
}
export type LedgerRow = Awaited<ReturnType<typeof listLedger>>[number];

/** The next `limit` lines the filters keep after the id `afterId`, in id order (the CSV export's batches). */
export function ledgerAfter(db: Executor, filter: LedgerFilter, tz: string, afterId: number, limit: number) {
  return ledgerSelect(db)
    .where(and(ledgerWhere(filter, tz), gt(payments.id, afterId)))
    .orderBy(asc(payments.id))
    .limit(limit);
}

/** Sums by kind and the net (text, exact) of the lines a selection holds. */
const sums = {
  net: netRevenue(payments.kind, payments.amount),
  payments: sql<string>`COALESCE(SUM(${payments.amount}) FILTER (WHERE ${payments.kind} = 'payment'), 0)::text`,
  refunds: sql<string>`COALESCE(SUM(${payments.amount}) FILTER (WHERE ${payments.kind} = 'refund'), 0)::text`,
  corrections: sql<string>`COALESCE(SUM(${payments.amount}) FILTER (WHERE ${payments.kind} = 'correction'), 0)::text`,
};

/** How many lines the filters keep and their sums (every page of them). */
export async function ledgerTotals(db: Executor, filter: LedgerFilter, tz: string) {
  const [row] = await db
    .select({ count: sql<number>`COUNT(*)::int`, ...sums })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(ledgerWhere(filter, tz));
  return row;
}

/** Each course with ledger lines, all time; lines of deleted courses together (id null). */
export function revenueByCourse(db: Executor) {
  return db
    .select({ id: courses.id, title: courses.title, ...sums })
    .from(payments)
    .leftJoin(courses, eq(courses.id, payments.courseId))
    .groupBy(courses.id, courses.title);
}

type MonthSums = { month: string; payments: string; refunds: string; corrections: string; net: string };

/**
 * Sums of each month `from`..`to` (YYYY-MM, both included) of the academy's calendar, oldest
 * first; a month without lines answers zeros. A line belongs to the month its instant falls in
 * at `tz` (23:30 UTC on 31 January is February in Cairo).
 */
export async function revenueByMonth(db: Executor, from: string, to: string, tz: string) {
  return rows<MonthSums>(
    await db.execute(sql`
      SELECT to_char(m.start, 'YYYY-MM') AS month,
        COALESCE(SUM(p.amount) FILTER (WHERE p.kind = 'payment'), 0)::text AS payments,
        COALESCE(SUM(p.amount) FILTER (WHERE p.kind = 'refund'), 0)::text AS refunds,
        COALESCE(SUM(p.amount) FILTER (WHERE p.kind = 'correction'), 0)::text AS corrections,
        ${netRevenue(sql`p.kind`, sql`p.amount`)} AS net
      FROM generate_series(${`${from}-01`}::date, ${`${to}-01`}::date, interval '1 month') AS m(start)
      LEFT JOIN payments p
        ON p.created_at >= (m.start::timestamp AT TIME ZONE ${tz})
        AND p.created_at < ((m.start + interval '1 month')::timestamp AT TIME ZONE ${tz})
      GROUP BY m.start
      ORDER BY m.start`),
  );
}

/** Whether the student bought the course: enrolled in it now, or a payment for it in the ledger. */
export async function hasBought(db: Executor, userId: number, courseId: number): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT EXISTS (SELECT 1 FROM enrollments WHERE user_id = ${userId} AND course_id = ${courseId})
      OR EXISTS (SELECT 1 FROM payments WHERE user_id = ${userId} AND course_id = ${courseId} AND kind = 'payment') AS bought`);
  return rows<{ bought: boolean }>(result)[0].bought;
}

/** One ledger line as the list shows it. */
export async function ledgerLine(db: Executor, id: number) {
  const [row] = await ledgerSelect(db).where(eq(payments.id, id));
  return row;
}
