/**
 * The users page narrowed by a search and a course (issue 25), in rank order with each student's
 * rank among all. In memory: one pass over the rank snapshot's order (best first), keeping the
 * students whose folded name holds the term and who are in the course; the names and a course's
 * members are kept until they change (`reads.memo`), so a search reads nothing per request but the
 * page's rows. While memory cannot be trusted (the listener is down) one SQL statement does the
 * same through the trigram index (`filteredPublicUserIds`).
 */
import type { PublicUserListQuery } from '../../../contracts/users.js';
import type { Page } from '../../db/paging.js';
import type { AppDatabase } from '../../freshness/reads.js';
import { found } from '../../http-errors.js';
import { COURSES } from '../../../contracts/messages.js';
import { findCourse } from '../courses/queries.js';
import { courseMembersKept } from '../courses/service.js';
import { ranksOf } from '../progress/rank.js';
import { searchFolded } from './initial.js';
import * as queries from './queries.js';

type Found = { ids: number[]; total: number };

const keptNames = (db: AppDatabase) => db.reads.memo('search-names', ['people', 'ranked'], () => queries.rankedSearchNames(db));

/** The page of the kept students in rank order, from the snapshot; undefined while memory is not trusted. */
async function foundInMemory(db: AppDatabase, filter: queries.PublicUserFilter, page: Page): Promise<Found | undefined> {
  const names = keptNames(db);
  if (!names) return undefined;
  const [snapshot, byId, members] = await Promise.all([
    db.reads.rankSnapshot(),
    names,
    filter.courseId === undefined ? undefined : courseMembersKept(db, filter.courseId).then(({ ids }) => new Set(ids)),
  ]);
  const { folded } = filter;
  const ids: number[] = [];
  let total = 0;
  for (const id of snapshot.order) {
    if (members && !members.has(id)) continue;
    if (folded !== undefined && !byId.get(id)?.includes(folded)) continue;
    if (total >= page.offset && ids.length < page.per_page) ids.push(id);
    total += 1;
  }
  return { ids, total };
}

export async function filteredPublicUsers(db: AppDatabase, query: PublicUserListQuery, page: Page) {
  if (query.course_id !== undefined) found(await findCourse(db, query.course_id), COURSES.notFound);
  const filter = { folded: query.search && searchFolded(query.search), courseId: query.course_id };
  const { ids, total } = (await foundInMemory(db, filter, page)) ?? (await queries.filteredPublicUserIds(db, filter, page));
  const [rows, ranks] = await Promise.all([queries.publicUsersOf(db, ids), ranksOf(db, ids)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const users = ids.flatMap((id) => {
    const [row, rank] = [byId.get(id), ranks.get(id)];
    return row && rank ? [{ ...row, rank }] : [];
  });
  return { users, meta: { total, page: page.page, per_page: page.per_page } };
}
