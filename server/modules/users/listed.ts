/**
 * A student as the lists show one (columns.ts publicUserColumns: the users pages, a search, the
 * leaderboard, the homepage), kept per student (issue 24): after a submission only its student's
 * row is read again, whatever page or list asks.
 */
import type { Executor } from '../../db/client.js';
import { isAppDatabase } from '../../freshness/reads.js';
import { answerTopics } from '../../plugins/answer-topics.js';
import { publicUsersOf } from './queries.js';

/** What a listed row shows: what the users pages show. */
const LISTED_TOPICS = answerTopics('/api/front/users');

type Listed = Awaited<ReturnType<typeof publicUsersOf>>[number];
/** A kept row's memory, about (its object, strings and Date, and the entry keeping it). */
const LISTED_BYTES = 600;

/** The rows of the students of `ids`, in any order (an id with no student is left out). */
export async function listedStudents(db: Executor, ids: readonly number[]): Promise<Listed[]> {
  const read = async (missing: readonly number[]) => new Map((await publicUsersOf(db, missing)).map((row) => [row.id, row]));
  const kept = isAppDatabase(db) ? db.reads.memoOfStudents('listed-student', ids, LISTED_TOPICS, read, LISTED_BYTES) : undefined;
  const rows = kept ? await kept : [...(await read(ids)).values()];
  return rows.filter((row): row is Listed => row !== undefined);
}
