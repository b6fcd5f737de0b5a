/**
 * What names a row of another table on a screen or in an export (a ledger line, an enrollment, a
 * submission): its student by name and e-mail and its course by title.
 */
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { courses, users } from './schema.js';

/** The naming columns; a query that left-joins `users` and `courses` (the ledger) reads them as null once deleted. */
export const rowNames = { user_name: users.name, user_email: users.email, course_title: courses.title };

/**
 * The query (selecting `rowNames`) joined to the student and the course its `userId` and
 * `courseId` columns point at, keeping only rows that have both (so the names are never null).
 */
export const withRowNames = <T extends PgSelect>(query: T, userId: AnyPgColumn, courseId: AnyPgColumn): T =>
  // Inner joins leave the selection's types as `select` gave them (never null), only the builder's
  // join bookkeeping changes, which a generic helper cannot spell.
  query.innerJoin(users, eq(users.id, userId)).innerJoin(courses, eq(courses.id, courseId)) as unknown as T;
