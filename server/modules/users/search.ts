/**
 * The users page narrowed by a search and a course (issue 25), in rank order with each student's
 * rank among all. In memory: the students whose folded name holds the term (name-index.ts) and
 * who are in the course, ordered by their ranks in the rank snapshot; the names and a course's
 * members are kept until they change (`reads.memo`), so a search reads nothing per request but the
 * page's rows. While memory cannot be trusted (the listener is down) one SQL statement does the
 * same through the trigram index (`filteredPublicUserIds`).
 */
import type { FastifyInstance } from 'fastify';
import type { PublicUserListQuery } from '../../../contracts/users.js';
import { touches } from '../../freshness/changes.js';
import type { Page } from '../../db/paging.js';
import type { AppDatabase } from '../../freshness/reads.js';
import { found } from '../../http-errors.js';
import { COURSES } from '../../../contracts/staff-messages.js';
import { foldForSearch } from '../../../contracts/name-search.js';
import { findCourse } from '../courses/queries.js';
import { courseMembersKept } from '../courses/service.js';
import { ranksOf } from '../progress/rank.js';
import { RankSet } from './rank-page.js';
import { idsHolding, nameIndexOf } from './name-index.js';
import { listedStudents } from './listed.js';
import * as queries from './queries.js';

type Found = { ids: number[]; total: number };

const NAME_TOPICS = ['people', 'ranked'] as const;
const keptNames = (db: AppDatabase) =>
  db.reads.memo('search-names', NAME_TOPICS, async () => nameIndexOf(await queries.rankedSearchNames(db)));

/**
 * Reads the names before anyone searches: when the app is ready, and again after a student's own
 * write that changed them (a profile saved). Reading 100k names takes 50 ms warm and up to 650 ms
 * the first time, which the first search after a change waited for. After an admin's write (which
 * changes everything) the next search reads them, as the next reader of any answer does.
 */
export function keepSearchNamesRead(app: FastifyInstance) {
  const read = () => void keptNames(app.db)?.catch(() => undefined);
  app.addHook('onReady', async () => read());
  app.freshness.onAdvance((changes) => {
    if (changes !== 'everything' && touches(changes, NAME_TOPICS)) setImmediate(read);
  });
}

/**
 * The page of the kept students in rank order: the ranks (snapshot) of the names holding the term
 * and of the course's members, taken in order up to the page (rank-page.ts); undefined while memory
 * is not trusted.
 */
async function foundInMemory(
  db: AppDatabase,
  { folded, courseId }: queries.PublicUserFilter,
  page: Page,
): Promise<Found | undefined> {
  const names = folded === undefined ? undefined : keptNames(db);
  if (folded !== undefined && !names) return undefined;
  const [snapshot, holding, members] = await Promise.all([
    db.reads.rankSnapshot(),
    names?.then((index) => idsHolding(index, folded!)),
    courseId === undefined ? undefined : courseMembersKept(db, courseId).then(({ ids }) => ids),
  ]);
  const inCourse = members && holding ? new Set(members) : undefined;
  const candidates = holding ?? members ?? [];
  const kept = new RankSet(snapshot.order.length);
  for (const id of candidates) {
    const rank = snapshot.rankOf(id);
    if (rank > 0 && (!inCourse || inCourse.has(id))) kept.add(rank);
  }
  const ids = kept.page(page.offset, page.per_page).map((rank) => snapshot.order[rank - 1]);
  return { ids, total: kept.size };
}

export async function filteredPublicUsers(db: AppDatabase, query: PublicUserListQuery, page: Page) {
  if (query.course_id !== undefined) found(await findCourse(db, query.course_id), COURSES.notFound);
  const filter = { folded: query.search && foldForSearch(query.search), courseId: query.course_id };
  const { ids, total } = (await foundInMemory(db, filter, page)) ?? (await queries.filteredPublicUserIds(db, filter, page));
  const [rows, ranks] = await Promise.all([listedStudents(db, ids), ranksOf(db, ids)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const users = ids.flatMap((id) => {
    const [row, rank] = [byId.get(id), ranks.get(id)];
    return row && rank ? [{ ...row, rank }] : [];
  });
  return { users, meta: { total, page: page.page, per_page: page.per_page } };
}
