/**
 * The one writer of enrollments with their payments (the single enroll, the bulk enroll and the
 * cohort import): each enrollment and, for a price above 0, its payment line in the ledger, by
 * the admin who enrolled. Set-based: however many enrollments, two statements, each with the
 * whole list in a few parameters (10,000 students stay far below PostgreSQL's 65,535 parameters):
 * the enrollments as parallel arrays, one per column, which PostgreSQL reads faster than a jsonb
 * document. The caller holds the figure locks, runs `afterUserChange` and writes the audit line.
 */
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { boolArray, intArray } from '../../db/ids.js';
import { addLedgerLines } from '../payments/ledger.js';

export type NewEnrollment = { userId: number; courseId: number; price: number; gotDiscount: boolean };
export type Enrolled = NewEnrollment & { id: number };

const keyOf = (userId: number, courseId: number) => `${userId}:${courseId}`;

/**
 * Enrolls each user in its course unless already enrolled there (skipped, no payment); answers
 * the enrollments made, in the given order. Rows are inserted in the given order (callers pass
 * users in id order, the order their locks are taken in).
 */
export async function enrollWithPayments(db: Executor, adminId: number, list: readonly NewEnrollment[]): Promise<Enrolled[]> {
  if (!list.length) return [];
  const prices = sql`${`{${list.map((e) => e.price.toFixed(2)).join(',')}}`}::numeric[]`;
  const inserted = rows<{ id: number; user_id: number; course_id: number }>(
    await db.execute(sql`
      INSERT INTO enrollments (user_id, course_id, price, got_discount)
      SELECT user_id, course_id, price, got_discount
      FROM unnest(${intArray(list.map((e) => e.userId))}, ${intArray(list.map((e) => e.courseId))}, ${prices},
        ${boolArray(list.map((e) => e.gotDiscount))}) WITH ORDINALITY AS x(user_id, course_id, price, got_discount, n)
      ORDER BY n
      ON CONFLICT (user_id, course_id) DO NOTHING
      RETURNING id, user_id, course_id`),
  );
  const ids = new Map(inserted.map((row) => [keyOf(Number(row.user_id), Number(row.course_id)), Number(row.id)]));
  const enrolled = list.flatMap((e) => {
    const id = ids.get(keyOf(e.userId, e.courseId));
    return id === undefined ? [] : [{ ...e, id }];
  });
  await addLedgerLines(
    db,
    adminId,
    enrolled
      .filter((e) => e.price > 0)
      .map((e) => ({ userId: e.userId, courseId: e.courseId, kind: 'payment', amount: e.price, gotDiscount: e.gotDiscount })),
  );
  return enrolled;
}
