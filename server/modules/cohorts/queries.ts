/**
 * SQL of the cohort import. Lists that grow with the file travel as ONE jsonb parameter
 * (`jsonb_array_elements_text`, `jsonb_to_recordset`), so 5,000 rows cost a few statements and
 * never reach PostgreSQL's 65,535-parameter limit.
 */
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { anyOf } from '../../db/ids.js';

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

export type ExistingUser = { id: number; name: string; email: string; github: string | null; website: string | null };

/** The users with these (lower-case) e-mails. */
export async function usersByEmail(db: Executor, emails: readonly string[]): Promise<ExistingUser[]> {
  if (!emails.length) return [];
  const result = await db.execute(sql`
    SELECT id, name, email, github, website FROM users WHERE email IN (SELECT jsonb_array_elements_text(${json(emails)}))`);
  return rows<ExistingUser>(result).map((row) => ({ ...row, id: Number(row.id) }));
}

export type CourseMatch = { id: number; title: string; archived: boolean };

/** The courses whose titles match these in any letter case (titles are unique in any letter case). */
export async function coursesByTitle(db: Executor, titles: readonly string[]): Promise<CourseMatch[]> {
  if (!titles.length) return [];
  const lowered = [...new Set(titles.map((title) => title.toLowerCase()))];
  const result = await db.execute(sql`
    SELECT id, title, archived_at IS NOT NULL AS archived FROM courses
    WHERE lower(title) IN (SELECT jsonb_array_elements_text(${json(lowered)}))`);
  return rows<CourseMatch>(result).map((row) => ({ ...row, id: Number(row.id) }));
}

export type ExistingEnrollment = { price: number; got_discount: boolean };

/**
 * The given users' enrollments by `userId:courseId`, each with what was paid: the amount of the
 * enrollment's own payment line in the ledger (kind 'payment', taken with it, so not before it;
 * corrections and refunds do not move it), or the enrollment's price where it has none (a free one).
 */
export async function enrollmentsOf(db: Executor, userIds: readonly number[]): Promise<Map<string, ExistingEnrollment>> {
  if (!userIds.length) return new Map();
  const result = await db.execute(sql`
    SELECT e.user_id, e.course_id, e.got_discount, COALESCE((
      SELECT p.amount FROM payments p
      WHERE p.user_id = e.user_id AND p.course_id = e.course_id AND p.kind = 'payment' AND p.created_at >= e.created_at
      ORDER BY p.id LIMIT 1
    ), e.price)::text AS price
    FROM enrollments e WHERE ${anyOf(sql`e.user_id`, userIds)}`);
  type Row = { user_id: number; course_id: number; got_discount: boolean; price: string };
  return new Map(
    rows<Row>(result).map((row) => [
      `${row.user_id}:${row.course_id}`,
      { price: Number(row.price), got_discount: row.got_discount },
    ]),
  );
}

/** Up to `limit` courses open to enrollments whose titles fit a `courses` cell (no ';'), oldest first. */
export async function templateCourses(db: Executor, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT title FROM courses WHERE archived_at IS NULL AND position(';' in title) = 0 ORDER BY id LIMIT ${limit}`);
  return rows<{ title: string }>(result).map((row) => row.title);
}

export type NewUser = { name: string; email: string; password_hash: string; github?: string; website?: string };

/** Inserts the students; answers each new id by e-mail. */
export async function insertUsers(db: Executor, list: readonly NewUser[]): Promise<Map<string, number>> {
  if (!list.length) return new Map();
  const result = await db.execute(sql`
    INSERT INTO users (name, email, password_hash, github, website)
    SELECT name, email, password_hash, github, website
    FROM jsonb_to_recordset(${json(list)}) AS x(name text, email text, password_hash text, github text, website text)
    RETURNING id, email`);
  return new Map(rows<{ id: number; email: string }>(result).map((row) => [row.email, Number(row.id)]));
}

export type UserChange = { id: number; name: string; password_hash: string | null; github?: string; website?: string };

/** New names, and new password hashes and links where given (null or absent keeps the current one). */
export async function updateUsers(db: Executor, list: readonly UserChange[]): Promise<void> {
  if (!list.length) return;
  await db.execute(sql`
    UPDATE users u SET name = x.name, password_hash = COALESCE(x.password_hash, u.password_hash),
      github = COALESCE(x.github, u.github), website = COALESCE(x.website, u.website)
    FROM jsonb_to_recordset(${json(list)}) AS x(id int, name text, password_hash text, github text, website text)
    WHERE u.id = x.id`);
}
