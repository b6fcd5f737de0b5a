/**
 * Rules of the projects domain: points and course moves keep everyone's figures right; a project
 * with submissions keeps its course and is never deleted; names are unique within a course in any
 * letter case (checked under `lockProjectNames`).
 */
import { COURSES, PROJECTS } from '../../../contracts/staff-messages.js';
import { ARCHIVE } from '../../../contracts/admin-messages.js';
import { PROJECT_USERS_PER_PAGE, type PageQuery } from '../../../contracts/paging.js';
import type { ProjectInput } from '../../../contracts/projects.js';
import type { Database, Executor } from '../../db/client.js';
import { metaOf, publicPageOf } from '../../db/paging.js';
import { keptOrComputed, type AppDatabase } from '../../freshness/reads.js';
import { conflict, found, invalidField } from '../../http-errors.js';
import { recordAudit } from '../audit/record.js';
import type { AdminActor } from '../auth/tokens.js';
import { projectView } from '../audit/views.js';
import { findCourse } from '../courses/queries.js';
import { lockAllFigures } from '../progress/locks.js';
import { afterRecordChange, afterUserChange } from '../progress/service.js';
import { withoutSuspended } from '../suspensions/hidden.js';
import * as q from './queries.js';

const valuesOf = (input: ProjectInput): q.ProjectValues => ({
  name: input.name,
  courseId: input.course_id,
  pointsValue: input.points_value,
});

async function requireCourse(db: Executor, courseId: number) {
  found(await findCourse(db, courseId), COURSES.notFound);
}

async function requireFreeName(db: Executor, input: ProjectInput, exceptId?: number) {
  if (await q.projectNameTaken(db, input.course_id, input.name, exceptId)) throw invalidField('name', PROJECTS.nameTaken);
}

export async function listProjects(db: Database) {
  return { projects: await q.listProjects(db) };
}

export async function addProject(db: Database, input: ProjectInput, actor: AdminActor) {
  const id = await db.transaction(async (tx) => {
    await q.lockProjectNames(tx);
    await requireCourse(tx, input.course_id);
    await requireFreeName(tx, input);
    const projectId = await q.insertProject(tx, valuesOf(input));
    await afterRecordChange(tx, { courses: [input.course_id] });
    const added = found(await q.findProject(tx, projectId), PROJECTS.notFound);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'project',
      entityId: projectId,
      summary: `Added project ${added.name} to ${added.course_title}`,
      after: projectView(added),
    });
    return projectId;
  });
  return { project: await q.findProject(db, id), message: PROJECTS.added };
}

export async function updateProject(db: Database, id: number, input: ProjectInput, actor: AdminActor) {
  await db.transaction(async (tx) => {
    // Names first (as on add), then the figures: every writer takes the locks in the same order.
    await q.lockProjectNames(tx);
    // Points move every submitter's figures (and maybe their awards): a change of many users.
    await lockAllFigures(tx);
    await q.lockProject(tx, id);
    const before = found(await q.findProject(tx, id), PROJECTS.notFound);
    await requireCourse(tx, input.course_id);
    const pointsMoved = before.points_value !== input.points_value;
    const courseMoved = before.course_id !== input.course_id;
    // Submitters are enrolled in the project's course: moving it would hand them another course's project.
    if (courseMoved && (await q.submissionsCount(tx, id)) > 0) throw conflict(PROJECTS.courseLocked);
    await requireFreeName(tx, input, id);
    await q.updateProject(tx, id, valuesOf(input));
    const after = found(await q.findProject(tx, id), PROJECTS.notFound);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'project',
      entityId: id,
      summary: `Edited project ${after.name} (${after.course_title})`,
      before: projectView(before),
      after: projectView(after),
    });
    if (!pointsMoved && !courseMoved) return;
    const holders = pointsMoved ? await q.submitterIds(tx, id) : [];
    await afterUserChange(tx, holders, { courses: courseMoved ? [before.course_id, input.course_id] : [], projects: [id] });
  });
  return { project: await q.findProject(db, id), message: PROJECTS.updated };
}

export async function deleteProject(db: Database, id: number, actor: AdminActor) {
  await db.transaction(async (tx) => {
    const project = found(await q.findProject(tx, id), PROJECTS.notFound);
    if ((await q.submissionsCount(tx, id)) > 0) throw conflict(PROJECTS.hasSubmissions);
    await q.deleteProject(tx, id);
    await afterRecordChange(tx, { courses: [project.course_id] });
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'project',
      entityId: id,
      summary: `Deleted project ${project.name} from ${project.course_title}`,
      before: projectView(project),
    });
  });
  return { message: PROJECTS.deleted };
}

/**
 * Archives or unarchives a project (issue 14 item 8): out of the catalogue and closed to new
 * submissions; submissions and points stay. A project of an archived course is closed with its
 * course whatever its own flag. Archiving an archived project changes nothing (and records nothing).
 */
export async function setProjectArchived(db: Database, id: number, archive: boolean, actor: AdminActor) {
  await db.transaction(async (tx) => {
    // Waits for a new submission's key-share lock: a submission and an archive never cross.
    await q.lockProject(tx, id);
    const before = found(await q.findProject(tx, id), PROJECTS.notFound);
    if ((before.archived_at !== null) === archive) return;
    const archivedAt = archive ? new Date() : null;
    await q.setProjectArchived(tx, id, archivedAt);
    await recordAudit(tx, actor, {
      action: archive ? 'archive' : 'unarchive',
      entity: 'project',
      entityId: id,
      summary: `${archive ? 'Archived' : 'Unarchived'} project ${before.name} (${before.course_title})`,
      before: { archived_at: before.archived_at },
      after: { archived_at: archivedAt },
    });
  });
  const project = found(await q.findProject(db, id), PROJECTS.notFound);
  return { project, message: archive ? ARCHIVE.projectArchived : ARCHIVE.projectUnarchived };
}

/** `{courseTitle: [Project]}` for the public projects page. */
export async function projectsByCourse(db: Database) {
  // A Map, then own properties: a course titled "__proto__" or "constructor" is just a title.
  const grouped = new Map<string, Awaited<ReturnType<typeof q.listProjects>>>();
  for (const project of await withoutSuspended(db, 'projects', await q.listProjectsByCourse(db))) {
    const list = grouped.get(project.course_title);
    if (list) list.push(project);
    else grouped.set(project.course_title, [project]);
  }
  return { projects: Object.fromEntries(grouped) };
}

/** A project and its course as its page shows them, kept until the catalogue, enrollments or who is ranked change. */
function projectHeadKept(db: AppDatabase, id: number) {
  const read = async () => {
    const project = found(await q.findProject(db, id), PROJECTS.notFound);
    const course = await findCourse(db, project.course_id);
    return { project, course: course && (await withoutSuspended(db, 'courses', [course]))[0] };
  };
  return keptOrComputed(db, `project-head:${id}`, ['catalogue', 'enrollments', 'ranked'], read);
}

/** A project's completions in page order, kept until submissions or who is ranked change. */
function projectCompletionsKept(db: AppDatabase, id: number) {
  return keptOrComputed(db, `project-completions:${id}`, ['submissions', 'ranked'], () => q.projectCompletions(db, id));
}

/**
 * A project page: the project, its course and one page of who completed it (20 without
 * parameters). As a course page: the project with its course and its completions in page order
 * are kept until the next write that moves them, so a page is a slice of them and one query; the
 * completions also give the public users_count (those of students not suspended).
 */
export async function projectWithUsers(db: AppDatabase, id: number, query: PageQuery) {
  const { project, course } = await projectHeadKept(db, id);
  const page = publicPageOf(query, PROJECT_USERS_PER_PAGE);
  const completions = await projectCompletionsKept(db, id);
  const total = completions.length;
  const pageIds = completions.subarray(Math.min(page.offset, total), Math.min(page.offset + page.per_page, total));
  const users = await q.projectUsersInOrder(db, pageIds);
  return { project: { ...project, users_count: total, course, users }, ...(await metaOf(page, () => total)) };
}
