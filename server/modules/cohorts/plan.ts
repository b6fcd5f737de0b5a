/**
 * What an import would do, row by row, against the database as it is now: create or update the
 * student with the row's e-mail, enroll them in each listed course, or the exact error. A course
 * the student is already in at the same price and discount is left as it is, so re-importing an
 * updated roster adds only what is new (a row with nothing else to do is unchanged). The
 * preview answers it; the confirmation computes it again inside its transaction and applies it
 * only if it is the same plan (same `preview_id`, a digest of the file and of every row's plan).
 */
import { createHash } from 'node:crypto';
import type { ImportAction, ImportPreview, ImportRow } from '../../../contracts/cohorts.js';
import { COURSES } from '../../../contracts/staff-messages.js';
import { COHORTS } from '../../../contracts/admin-messages.js';
import type { Executor } from '../../db/client.js';
import type { ParsedCourse, ParsedRow } from './parse.js';
import * as queries from './queries.js';

/** `links`: the profile links the row sets (those it gives that differ from the student's). */
export type PlannedRow = ImportRow & { given_password?: string; links: ParsedRow['links'] };
export type Plan = { preview_id: string; rows: PlannedRow[]; summary: ImportPreview['summary'] };

/** For each row whose e-mail is listed more than once, another row with it. */
function duplicatesOf(parsed: ParsedRow[]): Map<number, number> {
  const rowsOf = new Map<string, number[]>();
  for (const row of parsed) {
    if (row.errors.some((e) => e.column === 'email')) continue;
    const same = rowsOf.get(row.email);
    if (same) same.push(row.row);
    else rowsOf.set(row.email, [row.row]);
  }
  const other = new Map<number, number>();
  for (const same of rowsOf.values())
    if (same.length > 1) for (const row of same) other.set(row, row === same[0] ? same[1] : same[0]);
  return other;
}

const cents = (amount: number) => Math.round(amount * 100);
const sameEnrollment = (current: queries.ExistingEnrollment, entry: ParsedCourse) =>
  cents(current.price) === cents(entry.price) && current.got_discount === entry.got_discount;

export type PlanOptions = { updatePasswords: boolean; invite: boolean };

export async function planImport(db: Executor, parsed: ParsedRow[], csv: string, options: PlanOptions): Promise<Plan> {
  const { updatePasswords, invite } = options;
  const duplicates = duplicatesOf(parsed);
  const valid = (row: ParsedRow) => !row.errors.some((e) => e.column === 'email');
  const existing = new Map(
    (
      await queries.usersByEmail(
        db,
        parsed.filter(valid).map((r) => r.email),
      )
    ).map((u) => [u.email, u]),
  );
  const courses = new Map(
    (
      await queries.coursesByTitle(
        db,
        parsed.flatMap((r) => r.courses.map((c) => c.title)),
      )
    ).map((c) => [c.title.toLowerCase(), c]),
  );
  const enrolled = await queries.enrollmentsOf(
    db,
    [...existing.values()].map((u) => u.id),
  );

  const rows = parsed.map((row): PlannedRow => {
    const user = valid(row) ? existing.get(row.email) : undefined;
    const duplicate = duplicates.get(row.row);
    const errors = [
      ...(duplicate ? [{ column: 'row' as const, message: COHORTS.duplicateEmail(duplicate) }] : []),
      ...row.errors,
    ];
    const enrollments: ImportRow['enrollments'] = [];
    for (const entry of row.courses) {
      const course = courses.get(entry.title.toLowerCase());
      const fail = (message: string) => errors.push({ column: 'courses', course: entry.written, message });
      // Re-importing a roster: the enrollment as it is (even in a course archived since) changes nothing.
      const current = course && user ? enrolled.get(`${user.id}:${course.id}`) : undefined;
      if (!course) fail(COURSES.notFound);
      else if (current) {
        if (!sameEnrollment(current, entry)) fail(COHORTS.alreadyEnrolledAt(current.price, current.got_discount));
      } else if (course.archived) fail(COHORTS.courseArchived);
      else enrollments.push({ course_id: course.id, title: course.title, price: entry.price, got_discount: entry.got_discount });
    }
    const base = { row: row.row, name: row.name, email: row.email, user_id: user?.id ?? null, errors };
    if (errors.length) return { ...base, previous_name: null, actions: [], password: null, enrollments: [], links: {} };

    const setsPassword = row.password !== undefined && (!user || updatePasswords);
    const renamed = user !== undefined && user.name !== row.name;
    const links = Object.fromEntries(
      Object.entries(row.links).filter(
        ([field, link]) => link !== undefined && link !== user?.[field as keyof ParsedRow['links']],
      ),
    );
    const actions: ImportAction[] = [];
    if (!user) actions.push('create');
    else if (renamed || setsPassword || Object.keys(links).length) actions.push('update');
    if (enrollments.length) actions.push('enroll');
    return {
      ...base,
      previous_name: renamed ? user.name : null,
      actions,
      password: setsPassword ? 'given' : user ? 'kept' : invite ? 'invited' : 'generated',
      enrollments,
      links,
      ...(setsPassword && { given_password: row.password }),
    };
  });

  const count = (action: ImportAction) => rows.filter((r) => r.actions.includes(action)).length;
  const summary = {
    rows: rows.length,
    create: count('create'),
    update: count('update'),
    enroll: rows.reduce((sum, r) => sum + r.enrollments.length, 0),
    unchanged: rows.filter((r) => !r.errors.length && !r.actions.length).length,
    errors: rows.filter((r) => r.errors.length).length,
  };
  const digest = createHash('sha256').update(csv).update(String(updatePasswords));
  for (const { given_password: _, ...row } of rows) digest.update(JSON.stringify(row));
  return { preview_id: digest.digest('hex'), rows, summary };
}
