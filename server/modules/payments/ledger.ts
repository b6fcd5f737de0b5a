/**
 * The one place that writes payments ledger lines (enrolling, bulk enrolling, the cohort import,
 * refunds at unenrollment, corrections, the demo seed). Lines are only ever added. Each line keeps
 * the name of the admin who wrote it, read from `admins` in the same statement, as audit lines do:
 * the admin id is cleared when that admin is deleted, the name stays. No admin (null) is the system.
 * The lines travel as ONE jsonb parameter, so a bulk enrollment of 100k students is one statement
 * far below PostgreSQL's 65,535-parameter limit. What the lines add up to, net revenue, is defined
 * here too, once, in SQL (docs/decisions.md "Net revenue is SQL's").
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PaymentKind } from '../../../contracts/payments.js';
import { rows, type Executor } from '../../db/client.js';

export type LedgerLine = {
  userId: number;
  courseId: number;
  kind: PaymentKind;
  /** EGP; payments and refunds >= 0, a correction carries its sign. */
  amount: number;
  /** A payment: the enrollment's discount flag when it was taken. */
  gotDiscount?: boolean;
  /** Why an admin made a correction or refund. */
  note?: string | null;
  /** When it happened, if not now (the demo seed's history). */
  createdAt?: Date;
};

/** Adds the lines by the admin `adminId` (null: the system); answers their ids in the given order. */
export async function addLedgerLines(db: Executor, adminId: number | null, lines: readonly LedgerLine[]): Promise<number[]> {
  if (!lines.length) return [];
  const values = lines.map((line, index) => ({
    n: index,
    user_id: line.userId,
    course_id: line.courseId,
    kind: line.kind,
    amount: line.amount.toFixed(2),
    got_discount: line.gotDiscount ?? false,
    note: line.note ?? null,
    created_at: line.createdAt?.toISOString() ?? null,
  }));
  const result = await db.execute(sql`
    INSERT INTO payments (user_id, course_id, kind, amount, got_discount, note, created_at, admin_id, admin_name)
    SELECT x.user_id, x.course_id, x.kind, x.amount, x.got_discount, x.note, COALESCE(x.created_at, now()), a.id, a.name
    FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS x(
      n int, user_id int, course_id int, kind text, amount numeric, got_discount boolean, note text, created_at timestamptz)
    LEFT JOIN admins a ON a.id = ${adminId}
    ORDER BY x.n
    RETURNING id`);
  return rows<{ id: number }>(result)
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);
}

/** Adds one line; answers its id. */
export async function addLedgerLine(db: Executor, adminId: number | null, line: LedgerLine): Promise<number> {
  const [id] = await addLedgerLines(db, adminId, [line]);
  return id;
}

type Column = SQL | AnyColumn;

/**
 * Net revenue of the lines a query sums (`kind`, `amount`: its payments columns): money received
 * less refunds, corrections with their sign; exact (numeric), as text, 0 without lines.
 */
export const netRevenue = (kind: Column, amount: Column) =>
  sql<string>`COALESCE(SUM(CASE ${kind} WHEN 'refund' THEN -${amount} ELSE ${amount} END), 0)::text`;
