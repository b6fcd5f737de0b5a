/**
 * The payments ledger (issue 14 item 3, docs/product.md#other-open-rules). Lines are only ever added: a wrong
 * price is put right by a correction (a signed amount with a note), never by changing the
 * payment, so the ledger stays the history of what happened. Revenue is net of refunds, with
 * corrections: ledger.ts `netRevenue`, which the dashboard's total_revenue sums too.
 */
import type { z } from 'zod';
import { PAYMENTS } from '../../../contracts/admin-messages.js';
import {
  DEFAULT_REVENUE_MONTHS,
  PAYMENTS_PER_PAGE,
  type correctionSchema,
  type PaymentListQuery,
  type RevenueQuery,
} from '../../../contracts/payments.js';
import type { Database } from '../../db/client.js';
import { metaOf, pageOf } from '../../db/paging.js';
import { invalidField } from '../../http-errors.js';
import { recordAudit } from '../audit/record.js';
import type { AdminActor } from '../auth/tokens.js';
import { moneyText } from '../audit/views.js';
import { findCourse } from '../courses/queries.js';
import { findUser } from '../users/queries.js';
import { addLedgerLine } from './ledger.js';
import * as queries from './queries.js';

type CorrectionInput = z.output<typeof correctionSchema>;

/** Cents are exact in the database; sums come as text and become numbers here. */
const money = (value: string | number) => Number(value);

/** The sums of a selection of lines, net included (computed in SQL: ledger.ts `netRevenue`). */
function withNet(sums: { payments: string; refunds: string; corrections: string; net: string }) {
  const { payments, refunds, corrections, net } = sums;
  return { payments: money(payments), refunds: money(refunds), corrections: money(corrections), net: money(net) };
}

/** Who wrote a line: the admin as named now; a deleted admin by the name kept on the line; else the system. */
function writtenBy(row: queries.LedgerRow): string {
  if (row.adminName !== null) return row.adminName;
  return row.keptAdminName === null ? PAYMENTS.system : PAYMENTS.deletedAdmin(row.keptAdminName);
}

/** A line as the ledger and its CSV export give it. */
export function ledgerItem(row: queries.LedgerRow) {
  return {
    id: row.id,
    kind: row.kind,
    amount: money(row.amount),
    got_discount: row.gotDiscount,
    note: row.note,
    created_at: row.createdAt,
    student: { id: row.userId, name: row.user_name ?? PAYMENTS.deletedStudent, email: row.user_email },
    course: { id: row.courseId, title: row.course_title ?? PAYMENTS.deletedCourse },
    admin: { id: row.adminId, name: writtenBy(row) },
  };
}

/** The ledger filters of a query (the screen's and the CSV export's). */
export function ledgerFilter(query: PaymentListQuery): queries.LedgerFilter {
  return {
    courseId: query.course_id,
    userId: query.user_id,
    kind: query.kind,
    from: query.from,
    to: query.to,
    search: query.search,
  };
}

/** A page of the ledger (the whole of it without page/per_page) and the totals of everything the filters keep. */
export async function listPayments(db: Database, tz: string, query: PaymentListQuery) {
  const filter = ledgerFilter(query);
  const page = pageOf(query, PAYMENTS_PER_PAGE);
  const [lines, totals] = await Promise.all([queries.listLedger(db, filter, tz, page), queries.ledgerTotals(db, filter, tz)]);
  return {
    payments: lines.map(ledgerItem),
    time_zone: tz,
    totals: { count: totals.count, ...withNet(totals) },
    ...(await metaOf(page, () => totals.count)),
  };
}

/**
 * Records a correction for a student's course; 422 naming the field when either does not exist, or
 * when the student never bought the course (neither enrolled in it nor a payment for it).
 */
export async function addCorrection(db: Database, actor: AdminActor, input: CorrectionInput) {
  const id = await db.transaction(async (tx) => {
    // Both locked against deletion until the line is written.
    const student = await findUser(tx, input.user_id, 'share');
    if (!student) throw invalidField('user_id', PAYMENTS.userUnknown);
    const course = await findCourse(tx, input.course_id, 'share');
    if (!course) throw invalidField('course_id', PAYMENTS.courseUnknown);
    if (!(await queries.hasBought(tx, student.id, course.id))) throw invalidField('course_id', PAYMENTS.notBought);
    const paymentId = await addLedgerLine(tx, actor.id, {
      userId: student.id,
      courseId: course.id,
      kind: 'correction',
      amount: input.amount,
      note: input.note,
    });
    await recordAudit(tx, actor, {
      action: 'correct',
      entity: 'payment',
      entityId: paymentId,
      summary: `Correction of ${moneyText(input.amount)} for ${student.name} (${student.email}) in ${course.title}: ${input.note}`,
      after: {
        id: paymentId,
        kind: 'correction',
        user_id: student.id,
        course_id: course.id,
        amount: input.amount,
        note: input.note,
      },
    });
    return paymentId;
  });
  const line = await queries.ledgerLine(db, id);
  return { message: PAYMENTS.correctionAdded, payment: ledgerItem(line) };
}

/** 'YYYY-MM' of the month an instant falls in, in the time zone. */
function monthAt(instant: Date, tz: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: tz, year: 'numeric', month: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}`;
}

/** The month `delta` months from `month` ('2026-01', -1 -> '2025-12'). */
function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * Revenue by course (all time) and by month (`from`..`to`; by default the academy's current
 * month and the 11 before it; only `from`: 12 months from it; only `to`: 12 months up to it).
 */
export async function revenue(db: Database, tz: string, query: RevenueQuery, now = new Date()) {
  const span = DEFAULT_REVENUE_MONTHS - 1;
  const to = query.to ?? (query.from ? shiftMonth(query.from, span) : monthAt(now, tz));
  const from = query.from ?? shiftMonth(to, -span);
  const [courses, months] = await Promise.all([queries.revenueByCourse(db), queries.revenueByMonth(db, from, to, tz)]);
  const byCourse = courses
    .map((row) => ({ id: row.id, title: row.title ?? PAYMENTS.deletedCourse, ...withNet(row) }))
    .sort((a, b) => b.net - a.net || a.title.localeCompare(b.title));
  return {
    revenue: {
      time_zone: tz,
      by_course: byCourse,
      by_month: months.map((row) => ({ month: row.month, ...withNet(row) })),
    },
  };
}
