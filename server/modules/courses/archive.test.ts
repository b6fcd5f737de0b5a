/** Archiving courses and projects (issue 14 item 8): out of the catalogue, closed to new work, history kept. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COURSES, PROJECTS } from '../../../contracts/staff-messages.js';
import { ARCHIVE } from '../../../contracts/admin-messages.js';
import { auditLog, enrollments, userProjects } from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken, type Json } from '../../test/http.js';
import { createCourse, createProject, createUser, enroll, STUDENT_PASSWORD, submit } from '../../test/factories.js';

const t = useTestApp();

/** A course with two projects; a student enrolled who completed the first (30 points). */
async function courseInUse() {
  const course = await createCourse(t.db, { title: 'Legacy PHP' });
  const done = await createProject(t.db, course.id, { name: 'Guestbook', pointsValue: 30 });
  const open = await createProject(t.db, course.id, { name: 'Forum', pointsValue: 20 });
  const other = await createCourse(t.db, { title: 'Go' });
  const otherProject = await createProject(t.db, other.id, { name: 'CLI', pointsValue: 5 });
  const student = await createUser(t.db, { name: 'Salma' });
  await enroll(t.db, student.id, course.id);
  await submit(t.db, student.id, done.id);
  return { course, done, open, other, otherProject, student };
}

const get = async (url: string, token?: string) => {
  const reply = await call(t.app, 'GET', url, { token });
  expect(reply.status, url).toBe(200);
  return reply.body;
};
const catalogueTitles = async () => (await get('/api/front/courses')).courses.map((c: Json) => c.title);
const projectGroups = async () => Object.keys((await get('/api/front/projects')).projects);
const latestProjectNames = async () => (await get('/api/front/stats')).stats.latest_projects.map((p: Json) => p.name);

describe('POST /api/admin/course/archive/{id}', () => {
  it('hides the course and its projects from every public list; its pages, points and totals stay', async () => {
    const { course, done, student } = await courseInUse();
    const statsBefore = (await get('/api/front/stats')).stats;
    const token = await adminToken(t.app);

    const reply = await call(t.app, 'POST', `/api/admin/course/archive/${course.id}`, { token });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(ARCHIVE.courseArchived);
    expect(new Date(reply.body.course.archived_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect(await catalogueTitles()).toEqual(['Go']);
    expect(await projectGroups()).toEqual(['Go']);
    expect(await latestProjectNames()).toEqual(['CLI']);
    const stats = (await get('/api/front/stats')).stats;
    // The catalogue's count drops; completed projects and points earned stay.
    expect(stats.total_courses).toBe(statsBefore.total_courses - 1);
    expect(stats.total_projects).toBe(statsBefore.total_projects);
    expect(stats.total_points_earned).toBe(statsBefore.total_points_earned);
    expect(stats.total_points_earned).toBe(30 + 0);

    // A direct link still shows the course and the project, marked archived.
    const page = await get(`/api/users/course/${course.id}`);
    expect(page.course).toMatchObject({ title: 'Legacy PHP', archived_at: reply.body.course.archived_at });
    expect(page.users.map((u: Json) => u.name)).toEqual(['Salma']);
    const projectPage = await get(`/api/users/project/${done.id}`);
    expect(projectPage.project).toMatchObject({ archived_at: null, course_archived: true });
    expect(projectPage.project.users.map((u: Json) => u.name)).toEqual(['Salma']);

    // The student's points, courses and submissions stay on the profile.
    const profile = (await get(`/api/users/user/${student.id}`)).user;
    expect(profile.total_points).toBe(30);
    expect(profile.projects.map((p: Json) => p.project_name)).toEqual(['Guestbook']);
    expect(profile.courses.map((c: Json) => c.title)).toEqual(['Legacy PHP']);

    // The admin still lists it, marked archived; its projects say their course is.
    const adminCourses = (await get('/api/admin/courses', token)).courses;
    expect(adminCourses.find((c: Json) => c.id === course.id).archived_at).toBe(reply.body.course.archived_at);
    const adminProjects = (await get('/api/admin/projects', token)).projects;
    expect(adminProjects.filter((p: Json) => p.course_archived).map((p: Json) => p.name)).toEqual(['Guestbook', 'Forum']);

    const [line] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'archive'));
    expect(line).toMatchObject({
      entity: 'course',
      entityId: course.id,
      summary: 'Archived course Legacy PHP',
      adminName: 'Root Admin',
    });
  });

  it('refuses new enrollments and submissions (409) and changes nothing', async () => {
    const { course, open, student } = await courseInUse();
    const newcomer = await createUser(t.db);
    const token = await adminToken(t.app);
    await call(t.app, 'POST', `/api/admin/course/archive/${course.id}`, { token });

    const enrollReply = await call(t.app, 'POST', '/api/admin/enrollment/enroll', {
      token,
      body: { user_id: newcomer.id, course_id: course.id, price: 500 },
    });
    expect(enrollReply).toEqual({ status: 409, body: { message: ARCHIVE.courseClosed } });
    expect(await t.db.select().from(enrollments).where(eq(enrollments.userId, newcomer.id))).toEqual([]);

    const adminAdd = await call(t.app, 'POST', '/api/admin/user-projects/add', {
      token,
      body: { user_id: student.id, project_id: open.id, url: 'https://github.com/salma/forum' },
    });
    expect(adminAdd).toEqual({ status: 409, body: { message: ARCHIVE.courseOfProjectClosed } });
    const studentToken = await userToken(t.app, student.email, STUDENT_PASSWORD);
    const studentAdd = await call(t.app, 'POST', '/api/front/user-projects', {
      token: studentToken,
      body: { project_id: open.id, url: 'https://github.com/salma/forum' },
    });
    expect(studentAdd).toEqual({ status: 409, body: { message: ARCHIVE.courseOfProjectClosed } });
    expect(await t.db.select().from(userProjects).where(eq(userProjects.projectId, open.id))).toEqual([]);

    // The pickers leave it out.
    expect((await get('/api/front/enrolled-courses', studentToken)).courses).toEqual([]);
    expect((await get(`/api/front/course/${course.id}/projects`, studentToken)).projects).toEqual([]);
    expect((await get(`/api/admin/users/${student.id}/projects`, token)).available_projects).toEqual([]);
  });

  it('unarchive restores the catalogue, enrollments and submissions', async () => {
    const { course, open, student } = await courseInUse();
    const token = await adminToken(t.app);
    await call(t.app, 'POST', `/api/admin/course/archive/${course.id}`, { token });
    const reply = await call(t.app, 'POST', `/api/admin/course/unarchive/${course.id}`, { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ message: ARCHIVE.courseUnarchived, course: { archived_at: null } });
    expect(await catalogueTitles()).toEqual(['Legacy PHP', 'Go']);
    expect(await projectGroups()).toEqual(['Legacy PHP', 'Go']);
    const add = await call(t.app, 'POST', '/api/admin/user-projects/add', {
      token,
      body: { user_id: student.id, project_id: open.id, url: 'https://github.com/salma/forum' },
    });
    expect(add.status).toBe(201);
    expect((await get(`/api/users/user/${student.id}`)).user.total_points).toBe(50);
  });

  it('archiving twice keeps the first time and one audit line; 404 and 422 for unknown or bad ids', async () => {
    const { course } = await courseInUse();
    const token = await adminToken(t.app);
    const first = await call(t.app, 'POST', `/api/admin/course/archive/${course.id}`, { token });
    const second = await call(t.app, 'POST', `/api/admin/course/archive/${course.id}`, { token });
    expect(second.body.course.archived_at).toBe(first.body.course.archived_at);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'archive'))).toHaveLength(1);
    expect(await call(t.app, 'POST', '/api/admin/course/archive/9999', { token })).toEqual({
      status: 404,
      body: { message: COURSES.notFound },
    });
    expect((await call(t.app, 'POST', '/api/admin/course/unarchive/abc', { token })).status).toBe(422);
  });

  it('delete of a course in use still answers its 409, archived or not', async () => {
    const { course } = await courseInUse();
    const token = await adminToken(t.app);
    expect(await call(t.app, 'DELETE', `/api/admin/course/delete/${course.id}`, { token })).toEqual({
      status: 409,
      body: { message: COURSES.hasUsers },
    });
    await call(t.app, 'POST', `/api/admin/course/archive/${course.id}`, { token });
    expect((await call(t.app, 'DELETE', `/api/admin/course/delete/${course.id}`, { token })).body.message).toBe(COURSES.hasUsers);
  });
});

describe('refused deletes name Archive (issue 20 item 5)', () => {
  it('every 409 for a course or project in use says it can be archived, and nothing is deleted', async () => {
    const token = await adminToken(t.app);
    const { course, done } = await courseInUse();
    const finished = await createCourse(t.db, { title: 'Finished' });
    // Submissions of students since unenrolled.
    await submit(t.db, (await createUser(t.db)).id, (await createProject(t.db, finished.id)).id);
    const planned = await createCourse(t.db, { title: 'Planned' });
    await createProject(t.db, planned.id);

    const refusals = [
      ['DELETE', `/api/admin/course/delete/${course.id}`, /enrolled users/i],
      ['DELETE', `/api/admin/course/delete/${finished.id}`, /submissions/i],
      ['DELETE', `/api/admin/course/delete/${planned.id}`, /projects/i],
      ['POST', `/api/admin/project/delete/${done.id}`, /submissions/i],
    ] as const;
    for (const [method, url, reason] of refusals) {
      const reply = await call(t.app, method, url, { token });
      expect(reply.status, url).toBe(409);
      expect(reply.body.message, url).toMatch(reason);
      expect(reply.body.message, url).toMatch(/\barchived?\b/i);
      expect(reply.body.message, url).not.toMatch(/unenroll/i);
    }
    expect((await catalogueTitles()).sort()).toEqual(['Finished', 'Go', 'Legacy PHP', 'Planned']);
    expect((await get(`/api/users/project/${done.id}`)).project.name).toBe('Guestbook');
  });
});

describe('POST /api/admin/project/archive/{id}', () => {
  it('hides the project, refuses its submissions, keeps its points; unarchive restores it', async () => {
    const { done, open, student, course } = await courseInUse();
    const token = await adminToken(t.app);
    const reply = await call(t.app, 'POST', `/api/admin/project/archive/${done.id}`, { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ message: ARCHIVE.projectArchived, project: { id: done.id, course_archived: false } });
    expect(reply.body.project.archived_at).not.toBeNull();

    const groups = (await get('/api/front/projects')).projects;
    expect(groups['Legacy PHP'].map((p: Json) => p.name)).toEqual(['Forum']);
    expect(await latestProjectNames()).not.toContain('Guestbook');
    expect((await get(`/api/users/project/${done.id}`)).project.archived_at).toBe(reply.body.project.archived_at);
    expect((await get(`/api/users/user/${student.id}`)).user.total_points).toBe(30);

    const newcomer = await createUser(t.db);
    await enroll(t.db, newcomer.id, course.id);
    const add = await call(t.app, 'POST', '/api/admin/user-projects/add', {
      token,
      body: { user_id: newcomer.id, project_id: done.id, url: 'https://github.com/new/guestbook' },
    });
    expect(add).toEqual({ status: 409, body: { message: ARCHIVE.projectClosed } });
    const available = (await get(`/api/admin/users/${newcomer.id}/projects`, token)).available_projects;
    expect(available.map((p: Json) => p.name)).toEqual(['Forum']);
    // A project in use still cannot be deleted: its 409 stays.
    expect(await call(t.app, 'POST', `/api/admin/project/delete/${done.id}`, { token })).toEqual({
      status: 409,
      body: { message: PROJECTS.hasSubmissions },
    });

    const back = await call(t.app, 'POST', `/api/admin/project/unarchive/${done.id}`, { token });
    expect(back.body).toMatchObject({ message: ARCHIVE.projectUnarchived, project: { archived_at: null } });
    expect((await get('/api/front/projects')).projects['Legacy PHP'].map((p: Json) => p.name)).toEqual(['Guestbook', 'Forum']);
    expect(open.id).toBeGreaterThan(done.id);
  });

  it("a project unarchived while its course is archived stays closed; the course's unarchive restores only open projects", async () => {
    const { course, done, open } = await courseInUse();
    const token = await adminToken(t.app);
    await call(t.app, 'POST', `/api/admin/project/archive/${open.id}`, { token });
    await call(t.app, 'POST', `/api/admin/course/archive/${course.id}`, { token });
    await call(t.app, 'POST', `/api/admin/course/unarchive/${course.id}`, { token });
    expect((await get('/api/front/projects')).projects['Legacy PHP'].map((p: Json) => p.name)).toEqual(['Guestbook']);
    await call(t.app, 'POST', `/api/admin/course/archive/${course.id}`, { token });
    await call(t.app, 'POST', `/api/admin/project/unarchive/${open.id}`, { token });
    expect(await projectGroups()).toEqual(['Go']);
    expect(done.id).toBeLessThan(open.id);
    expect(await call(t.app, 'POST', '/api/admin/project/archive/9999', { token })).toEqual({
      status: 404,
      body: { message: PROJECTS.notFound },
    });
  });
});
