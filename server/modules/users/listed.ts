/**
 * A student as the lists show one (columns.ts publicUserColumns: the users pages, a search, the
 * leaderboard, the homepage), kept per student (issue 24): after a submission only its student's
 * row is read again, whatever page or list asks.
 */
import { publicUserItem } from '../../../contracts/items.js';
import type { Executor } from '../../db/client.js';
import { isAppDatabase } from '../../freshness/reads.js';
import { encodedJson } from '../../plugins/answer-serializer.js';
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

/** A kept card's memory, about (its text and the entry keeping it). */
const CARD_BYTES = 400;

/**
 * The students of `ids` as the lists send them (`publicUserItem`'s JSON), each kept as text per
 * student, in the order of `ids` (undefined for an id with no student): a users page made again
 * after a submission moved its students encodes none of them again.
 */
export async function listedCards(db: Executor, ids: readonly number[]): Promise<(string | undefined)[]> {
  const read = async (missing: readonly number[]) =>
    new Map((await listedStudents(db, missing)).map((row) => [row.id, encodedJson(publicUserItem, row)]));
  const kept = isAppDatabase(db) ? db.reads.memoOfStudents('listed-card', ids, LISTED_TOPICS, read, CARD_BYTES) : undefined;
  if (kept) return kept;
  const cards = await read(ids);
  return ids.map((id) => cards.get(id));
}
