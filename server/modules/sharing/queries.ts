/** SQL of the share tags, images and sitemaps (issue 26). */
import { and, asc, count, eq, isNull, not } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { courses, projects, users } from '../../db/schema.js';
import { ranked } from '../progress/rank-rule.js';

/** What a profile's card shows, for a ranked student only (a suspended or missing one: undefined). */
export async function findCardOwner(db: Executor, id: number) {
  const [user] = await db
    .select({
      name: users.name,
      avatar: users.avatar,
      title: users.title,
      points: users.totalPoints,
      noindex: users.hideFromSearchEngines,
    })
    .from(users)
    .where(and(eq(users.id, id), ranked))
    .limit(1);
  return user;
}

/** Students a sitemap lists: ranked, and not asking search engines to leave them out. */
const listed = and(ranked, not(users.hideFromSearchEngines));

export async function listedStudentsCount(db: Executor) {
  const [row] = await db.select({ n: count() }).from(users).where(listed);
  return row.n;
}

/** The ids of the listed students `offset + 1` to `offset + limit`, by id. */
export async function listedStudentIds(db: Executor, offset: number, limit: number) {
  const rows = await db.select({ id: users.id }).from(users).where(listed).orderBy(asc(users.id)).limit(limit).offset(offset);
  return rows.map(({ id }) => id);
}

/** Open courses and projects (neither archived), by id. */
export async function openCatalogueIds(db: Executor) {
  const [openCourses, openProjects] = await Promise.all([
    db.select({ id: courses.id }).from(courses).where(isNull(courses.archivedAt)).orderBy(asc(courses.id)),
    db
      .select({ id: projects.id })
      .from(projects)
      .innerJoin(courses, eq(courses.id, projects.courseId))
      .where(and(isNull(projects.archivedAt), isNull(courses.archivedAt)))
      .orderBy(asc(projects.id)),
  ]);
  return { courses: openCourses.map(({ id }) => id), projects: openProjects.map(({ id }) => id) };
}
