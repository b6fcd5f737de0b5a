import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../contracts/form-messages.js';
import { COURSES, PROJECTS } from '../../../contracts/staff-messages.js';
import { courses, projects, users } from '../../db/schema.js';
import { rows } from '../../db/client.js';
import { useTestApp } from '../../test/harness.js';
import { BAD_INPUT_TIMEOUT, expectNoServerErrors, sendMalformedJson } from '../../test/bad-payloads.js';
import { adminToken, call, userToken } from '../../test/http.js';
import {
  createAchievement,
  createCourse,
  createProject,
  createUser,
  enroll,
  STUDENT_PASSWORD,
  submit,
} from '../../test/factories.js';

const t = useTestApp();

const projectKeys = [
  'archived_at',
  'course',
  'course_archived',
  'course_id',
  'course_title',
  'created_at',
  'id',
  'name',
  'points_value',
  'users_count',
];

async function projectNames() {
  const reply = await call(t.app, 'GET', '/api/admin/projects', { token: await adminToken(t.app) });
  return reply.body.projects.map((p: { name: string }) => p.name);
}

const pointsOf = async (userId: number) => (await t.db.select().from(users).where(eq(users.id, userId)))[0];
const projectsCountOf = async (courseId: number) =>
  (await t.db.select().from(courses).where(eq(courses.id, courseId)))[0].projectsCount;

describe('GET /api/admin/projects', () => {
  it('lists projects with their course', async () => {
    const course = await createCourse(t.db, { title: 'React' });
    const project = await createProject(t.db, course.id, { name: 'Todo App', pointsValue: 30 });
    await submit(t.db, (await createUser(t.db)).id, project.id);
    const reply = await call(t.app, 'GET', '/api/admin/projects', { token: await adminToken(t.app) });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['projects']);
    expect(Object.keys(reply.body.projects[0]).sort()).toEqual(projectKeys);
    expect(reply.body.projects[0]).toMatchObject({
      id: project.id,
      name: 'Todo App',
      course_id: course.id,
      course: { id: course.id, title: 'React' },
      course_title: 'React',
      points_value: 30,
      users_count: 1,
    });
  });
});

describe('POST /api/admin/project/add', () => {
  it('adds a project and counts it on its course', async () => {
    const course = await createCourse(t.db, { title: 'Vue' });
    const body = { name: 'Shop', course_id: course.id, points_value: 25 };
    const reply = await call(t.app, 'POST', '/api/admin/project/add', { token: await adminToken(t.app), body });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe(PROJECTS.added);
    expect(Object.keys(reply.body.project).sort()).toEqual(projectKeys);
    expect(reply.body.project).toMatchObject({ name: 'Shop', course: { id: course.id, title: 'Vue' }, points_value: 25 });
    expect(await projectsCountOf(course.id)).toBe(1);
  });

  it('accepts numeric strings and 0 points, as forms send them', async () => {
    const course = await createCourse(t.db);
    const body = { name: 'Free', course_id: String(course.id), points_value: '0' };
    const reply = await call(t.app, 'POST', '/api/admin/project/add', { token: await adminToken(t.app), body });
    expect(reply.status).toBe(201);
    expect(reply.body.project.points_value).toBe(0);
  });

  it('validates with messages and stores nothing', async () => {
    const token = await adminToken(t.app);
    const course = await createCourse(t.db);
    const ok = { name: 'P', course_id: course.id, points_value: 5 };
    const cases: [unknown, string, string][] = [
      [{ ...ok, name: undefined }, 'name', VALIDATION.required],
      [{ ...ok, name: 'x'.repeat(10_000) }, 'name', VALIDATION.tooLong],
      [{ ...ok, course_id: undefined }, 'course_id', VALIDATION.required],
      [{ ...ok, course_id: 'abc' }, 'course_id', VALIDATION.integer],
      [{ ...ok, points_value: undefined }, 'points_value', VALIDATION.required],
      [{ ...ok, points_value: -1 }, 'points_value', VALIDATION.minZero],
      [{ ...ok, points_value: 1.5 }, 'points_value', VALIDATION.integer],
      [{ ...ok, points_value: 'ten' }, 'points_value', VALIDATION.number],
      [{ ...ok, points_value: { $gt: 1 } }, 'points_value', VALIDATION.number],
    ];
    for (const [body, field, message] of cases) {
      const reply = await call(t.app, 'POST', '/api/admin/project/add', { token, body });
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(reply.body.errors[field]).toEqual([message]);
    }
    const broken = await sendMalformedJson(t.app, 'POST', '/api/admin/project/add', token, '{"name": "x", ');
    expect(broken).toEqual({ status: 400, message: 'Malformed JSON Body' });
    expect(await projectNames()).toEqual([]);
  });

  it('answers 404 for a missing course', async () => {
    const body = { name: 'P', course_id: 999, points_value: 5 };
    const reply = await call(t.app, 'POST', '/api/admin/project/add', { token: await adminToken(t.app), body });
    expect(reply).toEqual({ status: 404, body: { message: COURSES.notFound } });
  });
});

describe('PUT /api/admin/project/update/{id}', () => {
  it('edits a project; a points change moves the totals of everyone who submitted it', async () => {
    const course = await createCourse(t.db);
    const project = await createProject(t.db, course.id, { pointsValue: 10 });
    const submitter = await createUser(t.db);
    const other = await createUser(t.db);
    await submit(t.db, submitter.id, project.id);
    expect((await pointsOf(submitter.id)).totalPoints).toBe(10);
    const body = { name: 'Renamed', course_id: course.id, points_value: 40 };
    const reply = await call(t.app, 'PUT', `/api/admin/project/update/${project.id}`, { token: await adminToken(t.app), body });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      project: expect.objectContaining({ name: 'Renamed', points_value: 40 }),
      message: PROJECTS.updated,
    });
    expect(await pointsOf(submitter.id)).toMatchObject({ totalPoints: 40, projectPoints: 40 });
    expect((await pointsOf(other.id)).totalPoints).toBe(0);
  });

  it('a points rise can unlock a project_points achievement for submitters', async () => {
    const course = await createCourse(t.db);
    const project = await createProject(t.db, course.id, { pointsValue: 10 });
    const submitter = await createUser(t.db);
    await submit(t.db, submitter.id, project.id);
    await createAchievement(t.db, { manual: false, ruleMetric: 'project_points', ruleThreshold: 50, points: 5 });
    const body = { name: project.name, course_id: course.id, points_value: 50 };
    await call(t.app, 'PUT', `/api/admin/project/update/${project.id}`, { token: await adminToken(t.app), body });
    expect((await pointsOf(submitter.id)).totalPoints).toBe(55);
  });

  it("moving a project to another course updates both courses' projects_count", async () => {
    const from = await createCourse(t.db);
    const to = await createCourse(t.db);
    const project = await createProject(t.db, from.id);
    const body = { name: project.name, course_id: to.id, points_value: project.pointsValue };
    const reply = await call(t.app, 'PUT', `/api/admin/project/update/${project.id}`, { token: await adminToken(t.app), body });
    expect(reply.body.project.course).toEqual({ id: to.id, title: to.title });
    expect(await projectsCountOf(from.id)).toBe(0);
    expect(await projectsCountOf(to.id)).toBe(1);
  });

  it('refuses with 409 to move a project with submissions to another course; other edits still work', async () => {
    const from = await createCourse(t.db);
    const to = await createCourse(t.db);
    const project = await createProject(t.db, from.id, { name: 'Done', pointsValue: 10 });
    const submitter = await createUser(t.db);
    await enroll(t.db, submitter.id, from.id);
    await submit(t.db, submitter.id, project.id);
    const token = await adminToken(t.app);
    const url = `/api/admin/project/update/${project.id}`;
    const moved = await call(t.app, 'PUT', url, { token, body: { name: 'Moved', course_id: to.id, points_value: 99 } });
    expect(moved).toEqual({ status: 409, body: { message: PROJECTS.courseLocked } });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ name: 'Done', courseId: from.id, pointsValue: 10 });
    expect([await projectsCountOf(from.id), await projectsCountOf(to.id)]).toEqual([1, 0]);
    expect((await pointsOf(submitter.id)).totalPoints).toBe(10);
    const edited = await call(t.app, 'PUT', url, { token, body: { name: 'Renamed', course_id: from.id, points_value: 20 } });
    expect(edited.status).toBe(200);
    expect(edited.body.project).toMatchObject({ name: 'Renamed', course_id: from.id, points_value: 20 });
    expect((await pointsOf(submitter.id)).totalPoints).toBe(20);
  });

  it('a course move and a simultaneous submission never both succeed', async () => {
    const from = await createCourse(t.db);
    const to = await createCourse(t.db);
    const project = await createProject(t.db, from.id);
    const user = await createUser(t.db);
    await enroll(t.db, user.id, from.id);
    const [admin, student] = [await adminToken(t.app), await userToken(t.app, user.email, STUDENT_PASSWORD)];
    const body = { name: project.name, course_id: to.id, points_value: project.pointsValue };
    const [move, submission] = await Promise.all([
      call(t.app, 'PUT', `/api/admin/project/update/${project.id}`, { token: admin, body }),
      call(t.app, 'POST', '/api/front/user-projects', {
        token: student,
        body: { project_id: project.id, url: 'https://x.dev/p' },
      }),
    ]);
    expect([move.status, submission.status]).toContainEqual(409);
    expect([move.status, submission.status].filter((status) => status < 300)).toHaveLength(1);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row.courseId).toBe(submission.status === 201 ? from.id : to.id);
  });

  it('answers 404 for a missing project or course, 422 for bad input, and changes nothing', async () => {
    const token = await adminToken(t.app);
    const course = await createCourse(t.db);
    const project = await createProject(t.db, course.id, { name: 'Keep', pointsValue: 10 });
    const ok = { name: 'New', course_id: course.id, points_value: 1 };
    expect(await call(t.app, 'PUT', '/api/admin/project/update/999', { token, body: ok })).toEqual({
      status: 404,
      body: { message: PROJECTS.notFound },
    });
    const noCourse = await call(t.app, 'PUT', `/api/admin/project/update/${project.id}`, {
      token,
      body: { ...ok, course_id: 999 },
    });
    expect(noCourse).toEqual({ status: 404, body: { message: COURSES.notFound } });
    const bad = await call(t.app, 'PUT', `/api/admin/project/update/${project.id}`, { token, body: { ...ok, points_value: -5 } });
    expect(bad.status).toBe(422);
    expect((await call(t.app, 'PUT', '/api/admin/project/update/x', { token, body: ok })).status).toBe(422);
    expect(await projectNames()).toEqual(['Keep']);
  });
});

describe('project names are unique within a course, in any letter case', () => {
  const add = async (token: string, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/admin/project/add', { token, body });
  const nameTaken = { status: 422, body: { message: PROJECTS.nameTaken, errors: { name: [PROJECTS.nameTaken] } } };

  it('refuses a name the course already has (422 on name) on add, allows it in another course', async () => {
    const token = await adminToken(t.app);
    const vue = await createCourse(t.db, { title: 'Vue' });
    const react = await createCourse(t.db, { title: 'React' });
    expect((await add(token, { name: 'Shop', course_id: vue.id, points_value: 5 })).status).toBe(201);
    const before = await projectNames();
    for (const name of ['Shop', 'SHOP', 'shop']) {
      expect(await add(token, { name, course_id: vue.id, points_value: 5 }), name).toEqual(nameTaken);
    }
    expect(await projectNames()).toEqual(before);
    expect((await add(token, { name: 'shop', course_id: react.id, points_value: 5 })).status).toBe(201);
  });

  it('refuses renaming or moving a project onto a name its course has, allows keeping its own name', async () => {
    const token = await adminToken(t.app);
    const vue = await createCourse(t.db, { title: 'Vue' });
    const react = await createCourse(t.db, { title: 'React' });
    await createProject(t.db, vue.id, { name: 'Shop' });
    const other = await createProject(t.db, vue.id, { name: 'Blog' });
    const moving = await createProject(t.db, react.id, { name: 'shop' });
    const update = (id: number, body: Record<string, unknown>) =>
      call(t.app, 'PUT', `/api/admin/project/update/${id}`, { token, body });
    expect(await update(other.id, { name: 'sHoP', course_id: vue.id, points_value: 5 })).toEqual(nameTaken);
    expect(await update(moving.id, { name: 'shop', course_id: vue.id, points_value: 5 })).toEqual(nameTaken);
    expect((await update(other.id, { name: 'BLOG', course_id: vue.id, points_value: 7 })).status).toBe(200);
  });
});

describe('POST /api/admin/project/delete/{id}', () => {
  it('deletes a project without submissions and recounts its course', async () => {
    const course = await createCourse(t.db);
    const project = await createProject(t.db, course.id);
    const reply = await call(t.app, 'POST', `/api/admin/project/delete/${project.id}`, { token: await adminToken(t.app) });
    expect(reply).toEqual({ status: 200, body: { message: PROJECTS.deleted } });
    expect(await projectsCountOf(course.id)).toBe(0);
  });

  it('refuses with 409 while it has submissions', async () => {
    const course = await createCourse(t.db);
    const project = await createProject(t.db, course.id, { name: 'Done' });
    await submit(t.db, (await createUser(t.db)).id, project.id);
    const reply = await call(t.app, 'POST', `/api/admin/project/delete/${project.id}`, { token: await adminToken(t.app) });
    expect(reply).toEqual({ status: 409, body: { message: PROJECTS.hasSubmissions } });
    expect(await projectNames()).toEqual(['Done']);
  });

  it('answers 404 for a missing project', async () => {
    expect((await call(t.app, 'POST', '/api/admin/project/delete/5', { token: await adminToken(t.app) })).status).toBe(404);
  });
});

describe('GET /api/front/projects', () => {
  it('groups projects by course title', async () => {
    const react = await createCourse(t.db, { title: 'React' });
    const node = await createCourse(t.db, { title: 'Node' });
    await createProject(t.db, react.id, { name: 'R1' });
    await createProject(t.db, node.id, { name: 'N1' });
    await createProject(t.db, react.id, { name: 'R2' });
    await createCourse(t.db, { title: 'Empty' });
    const reply = await call(t.app, 'GET', '/api/front/projects');
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['projects']);
    expect(Object.keys(reply.body.projects)).toEqual(['React', 'Node']);
    expect(reply.body.projects.React.map((p: { name: string }) => p.name)).toEqual(['R1', 'R2']);
    expect(Object.keys(reply.body.projects.Node[0]).sort()).toEqual(projectKeys);
  });

  it('keeps odd course titles as plain keys', async () => {
    for (const title of ['__proto__', 'constructor', 'toString']) {
      const course = await createCourse(t.db, { title });
      await createProject(t.db, course.id, { name: `${title} project` });
    }
    const reply = await call(t.app, 'GET', '/api/front/projects');
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.projects)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(reply.body.projects.constructor[0].name).toBe('constructor project');
  });

  it('answers an empty object when there are no projects', async () => {
    expect(await call(t.app, 'GET', '/api/front/projects')).toEqual({ status: 200, body: { projects: {} } });
  });
});

describe('GET /api/users/project/{id}', () => {
  it('returns the project with its course and users in completion order, without private data', async () => {
    const course = await createCourse(t.db, { title: 'Go', description: 'Gophers' });
    const project = await createProject(t.db, course.id, { pointsValue: 20 });
    const late = await createUser(t.db, { name: 'Late' });
    const early = await createUser(t.db, { name: 'Early' });
    await enroll(t.db, early.id, course.id);
    await submit(t.db, early.id, project.id, { createdAt: new Date('2026-01-01T10:00:00Z'), url: 'https://github.com/e/1' });
    await submit(t.db, late.id, project.id, { createdAt: new Date('2026-02-01T10:00:00Z') });
    const reply = await call(t.app, 'GET', `/api/users/project/${project.id}`);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['project', 'meta']);
    expect(reply.body.meta).toEqual({ total: 2, page: 1, per_page: 20 });
    const body = reply.body.project;
    expect(body).toMatchObject({ id: project.id, points_value: 20, course_title: 'Go', users_count: 2 });
    expect(body.course).toMatchObject({ id: course.id, title: 'Go', description: 'Gophers', users_count: 1 });
    expect(body.users.map((u: { name: string }) => u.name)).toEqual(['Early', 'Late']);
    expect(body.users[0]).toEqual({
      id: early.id,
      name: 'Early',
      avatar: null,
      total_points: 20,
      projects_count: 1,
      courses_count: 1,
      url: 'https://github.com/e/1',
      completed_at: '2026-01-01T10:00:00.000Z',
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/email|@academy|password|hash|token/i);
  });

  it('pages the users with page/per_page', async () => {
    const course = await createCourse(t.db);
    const project = await createProject(t.db, course.id);
    for (let i = 0; i < 3; i++) await submit(t.db, (await createUser(t.db)).id, project.id);
    const reply = await call(t.app, 'GET', `/api/users/project/${project.id}?page=1&per_page=2`);
    expect(reply.body.project.users).toHaveLength(2);
    expect(reply.body.meta).toEqual({ total: 3, page: 1, per_page: 2 });
  });

  it('serves the first 20 without parameters and at most 100 a page, in completion order across pages', async () => {
    const course = await createCourse(t.db);
    const project = await createProject(t.db, course.id);
    const submitters = [];
    for (let i = 0; i < 23; i++) {
      const user = await createUser(t.db);
      await submit(t.db, user.id, project.id, { createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
      submitters.push(user.id);
    }
    const first = await call(t.app, 'GET', `/api/users/project/${project.id}`);
    expect(first.body.project.users.map((u: { id: number }) => u.id)).toEqual(submitters.slice(0, 20));
    expect(first.body.meta).toEqual({ total: 23, page: 1, per_page: 20 });
    const second = await call(t.app, 'GET', `/api/users/project/${project.id}?page=2&per_page=20`);
    expect(second.body.project.users.map((u: { id: number }) => u.id)).toEqual(submitters.slice(20));
    expect((await call(t.app, 'GET', `/api/users/project/${project.id}?per_page=101`)).status).toBe(422);
  });

  it('answers 404 JSON for a missing project and 422 for a bad id', async () => {
    expect(await call(t.app, 'GET', '/api/users/project/9')).toEqual({ status: 404, body: { message: PROJECTS.notFound } });
    expect((await call(t.app, 'GET', '/api/users/project/abc')).status).toBe(422);
  });
});

describe('GET /api/users/project/{id}: pages as slices of the completions kept until the next write', () => {
  type Row = Record<string, unknown>;
  const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());
  const rowsOf = async (query: SQL) => rows<Row>(await t.db.execute(query));

  /** The oracle: a page as plain SQL reads it, in the answer's field order, as its JSON text. */
  async function expectedText(projectId: number, page: number, perPage: number) {
    const [head] = await rowsOf(sql`
      SELECT p.id, p.name, p.course_id, p.points_value, p.created_at, p.archived_at, c.archived_at AS course_archived_at,
        c.id AS c_id, c.title, c.description, c.image, c.link, c.projects_count, c.created_at AS c_created_at,
        (SELECT COUNT(*)::int FROM enrollments e JOIN users u ON u.id = e.user_id
          WHERE e.course_id = c.id AND u.suspended_at IS NULL) AS course_users
      FROM projects p JOIN courses c ON c.id = p.course_id WHERE p.id = ${projectId}`);
    const completed = await rowsOf(sql`
      SELECT u.id, u.name, u.avatar, u.total_points, u.projects_count, u.courses_count, up.url, up.created_at
      FROM user_projects up JOIN users u ON u.id = up.user_id
      WHERE up.project_id = ${projectId} AND u.suspended_at IS NULL
      ORDER BY up.created_at, up.id`);
    const course = {
      id: head.c_id,
      title: head.title,
      description: head.description,
      image: head.image,
      link: head.link,
      projects_count: Number(head.projects_count),
      users_count: Number(head.course_users),
      created_at: iso(head.c_created_at),
      archived_at: iso(head.course_archived_at),
    };
    const users = completed.slice((page - 1) * perPage, page * perPage).map((row) => ({
      id: row.id,
      name: row.name,
      avatar: row.avatar,
      total_points: Number(row.total_points),
      projects_count: Number(row.projects_count),
      courses_count: Number(row.courses_count),
      url: row.url,
      completed_at: iso(row.created_at),
    }));
    const project = {
      id: head.id,
      name: head.name,
      course_id: head.course_id,
      course,
      course_title: head.title,
      points_value: Number(head.points_value),
      users_count: completed.length,
      created_at: iso(head.created_at),
      archived_at: iso(head.archived_at),
      course_archived: head.course_archived_at !== null,
      users,
    };
    return JSON.stringify({ project, meta: { total: completed.length, page, per_page: perPage } });
  }

  /** Every page of 3 and the one after the last, each byte for byte the oracle's; how many were full. */
  async function expectPagesAsOracle(projectId: number) {
    const total = (await call(t.app, 'GET', `/api/users/project/${projectId}?per_page=3`)).body.meta.total;
    const last = Math.max(1, Math.ceil(total / 3));
    for (let page = 1; page <= last + 1; page++) {
      const reply = await t.app.inject({ url: `/api/users/project/${projectId}?page=${page}&per_page=3` });
      expect(reply.statusCode).toBe(200);
      expect(reply.body, `page ${page} of ${last}`).toBe(await expectedText(projectId, page, 3));
    }
    const plain = await t.app.inject({ url: `/api/users/project/${projectId}` });
    expect(plain.body).toBe(await expectedText(projectId, 1, 20));
    return total;
  }

  it('serves every page, the last included, as a plain SQL query reads it, and each write through the API on the next read', async () => {
    const course = await createCourse(t.db, { title: 'Rust', description: 'Crabs' });
    const project = await createProject(t.db, course.id, { pointsValue: 15 });
    const other = await createProject(t.db, course.id);
    const students = [];
    for (let i = 0; i < 9; i++) {
      const student = await createUser(t.db, { name: `Dev ${i}`, ...(i === 4 && { suspendedAt: new Date() }) });
      await enroll(t.db, student.id, course.id);
      students.push(student);
    }
    // Completion times out of id order, two of them equal (the lower id first).
    const minutes = [5, 1, 3, 3, 2, 8, 0];
    for (const [i, minute] of minutes.entries()) {
      await submit(t.db, students[i].id, project.id, { createdAt: new Date(Date.UTC(2026, 2, 1, 9, minute)) });
    }
    await submit(t.db, students[8].id, other.id);
    expect(await expectPagesAsOracle(project.id)).toBe(6);

    const admin = await adminToken(t.app);
    const submitted = await call(t.app, 'POST', '/api/front/user-projects', {
      token: await userToken(t.app, students[7].email, STUDENT_PASSWORD),
      body: { project_id: project.id, url: 'https://github.com/dev7/rust' },
    });
    expect(submitted.status).toBe(201);
    expect(await expectPagesAsOracle(project.id)).toBe(7);

    const suspended = await call(t.app, 'POST', `/api/admin/users/${students[2].id}/suspend`, {
      token: admin,
      body: { reason: 'Spam' },
    });
    expect(suspended.status).toBe(200);
    expect(await expectPagesAsOracle(project.id)).toBe(6);

    const renamed = await call(t.app, 'PUT', `/api/admin/user/update/${students[6].id}`, {
      token: admin,
      body: { name: 'Zero', email: students[6].email },
    });
    expect(renamed.status).toBe(200);
    const removed = await call(t.app, 'POST', '/api/admin/user-projects/delete', {
      token: admin,
      body: { user_id: students[1].id, project_id: project.id },
    });
    expect(removed.status).toBe(200);
    const archived = await call(t.app, 'POST', `/api/admin/project/archive/${project.id}`, { token: admin });
    expect(archived.status).toBe(200);
    const edited = await call(t.app, 'PUT', `/api/admin/course/update/${course.id}`, {
      token: admin,
      body: { title: 'Rust 2', description: null, image: null, link: null },
    });
    expect(edited.status).toBe(200);
    expect(await expectPagesAsOracle(project.id)).toBe(5);
    const first = (await call(t.app, 'GET', `/api/users/project/${project.id}`)).body.project;
    expect(first).toMatchObject({ course_title: 'Rust 2', archived_at: expect.any(String), users_count: 5 });
    expect(first.users[0]).toMatchObject({ id: students[6].id, name: 'Zero' });
  });

  it('reads the completions once until the next write: another page is a slice of them, a write through the API renews them', async () => {
    const course = await createCourse(t.db);
    const project = await createProject(t.db, course.id);
    const early = await createUser(t.db, { name: 'Early' });
    await submit(t.db, early.id, project.id, { createdAt: new Date('2026-01-01T00:00:00Z') });
    const namesOn = async (page: number) =>
      (await call(t.app, 'GET', `/api/users/project/${project.id}?page=${page}&per_page=1`)).body.project.users.map(
        (u: { name: string }) => u.name,
      );
    expect(await namesOn(1)).toEqual(['Early']);
    // A completion added straight to the database: the app has seen no write, so what it keeps stands.
    const late = await createUser(t.db, { name: 'Late' });
    await enroll(t.db, late.id, course.id);
    await submit(t.db, late.id, project.id, { createdAt: new Date('2026-02-01T00:00:00Z') });
    expect(await namesOn(2)).toEqual([]);
    const third = await createUser(t.db, { name: 'Third' });
    await enroll(t.db, third.id, course.id);
    const submitted = await call(t.app, 'POST', '/api/front/user-projects', {
      token: await userToken(t.app, third.email, STUDENT_PASSWORD),
      body: { project_id: project.id, url: 'https://github.com/third/p' },
    });
    expect(submitted.status).toBe(201);
    expect([...(await namesOn(1)), ...(await namesOn(2)), ...(await namesOn(3))]).toEqual(['Early', 'Late', 'Third']);
  });
});

describe('bad input on project writes', () => {
  it(
    'never answers 5xx and a refusal changes nothing',
    async () => {
      const token = await adminToken(t.app);
      const course = await createCourse(t.db);
      const project = await createProject(t.db, course.id);
      const valid = { name: 'P', course_id: course.id, points_value: 5 };
      const snapshot = async () => [await t.db.select().from(projects).orderBy(projects.id), await t.db.select().from(courses)];
      await expectNoServerErrors(t.app, { method: 'POST', url: '/api/admin/project/add', token, valid }, snapshot);
      await expectNoServerErrors(
        t.app,
        { method: 'PUT', url: `/api/admin/project/update/${project.id}`, token, valid },
        snapshot,
      );
    },
    BAD_INPUT_TIMEOUT,
  );
});
