/**
 * Every paged list answers the same parameters the same way (contracts/paging.ts): with `page` or
 * `per_page`, one page and `meta {total, page, per_page}`; without them an authenticated list
 * comes whole without `meta`, a public list comes as its first page with `meta` (never whole);
 * the same limits and the same messages everywhere (1000 a page at most when authenticated, 100
 * when public). The totals expected here are counted from the rows this file creates, not read
 * from the server.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION } from '../../contracts/form-messages.js';
import { MAX_PER_PAGE, MAX_PUBLIC_PER_PAGE } from '../../contracts/paging.js';
import { domainDigest } from './digest.js';
import { createCourse, createProject, createUser, enroll, STUDENT_PASSWORD, submit } from './factories.js';
import { useTestApp } from './harness.js';
import { adminToken, call, userToken, type Json } from './http.js';

const t = useTestApp();

/** Rows of the scene: every student is in the course and did its first project; the first did all. */
const STUDENTS = 5;
const PROJECTS = 5;

type Scene = { courseId: number; firstProjectId: number; adminToken: string; studentToken: string };
let scene: Scene;

beforeEach(async () => {
  const course = await createCourse(t.db);
  const projects = [];
  for (let i = 0; i < PROJECTS; i++) projects.push(await createProject(t.db, course.id));
  const students = [];
  for (let i = 0; i < STUDENTS; i++) {
    const student = await createUser(t.db);
    await enroll(t.db, student.id, course.id);
    await submit(t.db, student.id, projects[0].id);
    students.push(student);
  }
  for (const project of projects.slice(1)) await submit(t.db, students[0].id, project.id);
  scene = {
    courseId: course.id,
    firstProjectId: projects[0].id,
    adminToken: await adminToken(t.app),
    studentToken: await userToken(t.app, students[0].email, STUDENT_PASSWORD),
  };
});

type PagedList = {
  name: string;
  path: () => string;
  token?: () => string;
  items: (body: Json) => { id: number }[];
  /** How many rows of the scene the list holds. */
  total: number;
  defaultPerPage: number;
  /** Public: always one page, at most 100 rows. */
  isPublic?: boolean;
};

const LISTS: PagedList[] = [
  {
    name: 'public users',
    path: () => '/api/front/users',
    items: (b) => b.users,
    total: STUDENTS,
    defaultPerPage: 9,
    isPublic: true,
  },
  {
    name: 'admin users',
    path: () => '/api/admin/users',
    token: () => scene.adminToken,
    items: (b) => b.users,
    total: STUDENTS,
    defaultPerPage: 10,
  },
  {
    name: "a course's users",
    path: () => `/api/users/course/${scene.courseId}`,
    items: (b) => b.users,
    total: STUDENTS,
    defaultPerPage: 24,
    isPublic: true,
  },
  {
    name: "a project's users",
    path: () => `/api/users/project/${scene.firstProjectId}`,
    items: (b) => b.project.users,
    total: STUDENTS,
    defaultPerPage: 20,
    isPublic: true,
  },
  {
    name: "a student's submissions",
    path: () => '/api/front/user-projects',
    token: () => scene.studentToken,
    items: (b) => b.projects,
    total: PROJECTS,
    defaultPerPage: 20,
  },
];

const get = (list: PagedList, query = '') =>
  call(t.app, 'GET', `${list.path()}${query && `?${query}`}`, { token: list.token?.() });
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe.each(LISTS)('$name', (list) => {
  const maxPerPage = list.isPublic ? MAX_PUBLIC_PER_PAGE : MAX_PER_PAGE;
  const perPageMessage = list.isPublic ? VALIDATION.perPagePublic : VALIDATION.perPage;

  it.runIf(!list.isPublic)('comes whole, without meta, when neither page nor per_page is given', async () => {
    const reply = await get(list);
    expect(reply.status).toBe(200);
    expect(list.items(reply.body)).toHaveLength(list.total);
    expect(reply.body).not.toHaveProperty('meta');
  });

  it.runIf(list.isPublic)('comes as its first page, with meta, when neither page nor per_page is given', async () => {
    const reply = await get(list);
    expect(reply.status).toBe(200);
    expect(list.items(reply.body)).toHaveLength(Math.min(list.total, list.defaultPerPage));
    expect(reply.body.meta).toEqual({ total: list.total, page: 1, per_page: list.defaultPerPage });
  });

  it('pages with per_page alone (page 1) and with page alone (the default size)', async () => {
    const whole = ids(list.items((await get(list, `per_page=${maxPerPage}`)).body));
    const first = await get(list, 'per_page=2');
    expect(first.status).toBe(200);
    expect(ids(list.items(first.body))).toEqual(whole.slice(0, 2));
    expect(first.body.meta).toEqual({ total: list.total, page: 1, per_page: 2 });

    const byPage = await get(list, 'page=1');
    expect(ids(list.items(byPage.body))).toEqual(whole);
    expect(byPage.body.meta).toEqual({ total: list.total, page: 1, per_page: list.defaultPerPage });
  });

  it('serves the last partial page, and [] with the right total beyond the end', async () => {
    const whole = ids(list.items((await get(list, `per_page=${maxPerPage}`)).body));
    const last = await get(list, 'page=3&per_page=2');
    expect(ids(list.items(last.body))).toEqual(whole.slice(4));
    expect(last.body.meta).toEqual({ total: list.total, page: 3, per_page: 2 });

    const beyond = await get(list, 'page=4&per_page=2');
    expect(beyond.status).toBe(200);
    expect(list.items(beyond.body)).toEqual([]);
    expect(beyond.body.meta).toEqual({ total: list.total, page: 4, per_page: 2 });
  });

  it(`accepts per_page up to ${maxPerPage}`, async () => {
    const reply = await get(list, `per_page=${maxPerPage}`);
    expect(reply.status).toBe(200);
    expect(reply.body.meta).toEqual({ total: list.total, page: 1, per_page: maxPerPage });
  });

  it.each([
    [`per_page=${maxPerPage + 1}`, 'per_page', perPageMessage],
    ['per_page=0', 'per_page', perPageMessage],
    ['page=0', 'page', VALIDATION.pageNumber],
    ['page=abc', 'page', VALIDATION.pageNumber],
  ])('refuses %s with 422 naming the parameter, changing nothing', async (query, field, message) => {
    const before = await domainDigest(t.db);
    const reply = await get(list, query);
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ message, errors: { [field]: [message] } });
    expect((await domainDigest(t.db)).digest).toBe(before.digest);
  });
});

describe('admin users search', () => {
  it('pages on search alone, counting only the matches', async () => {
    await createUser(t.db, { email: 'needle-one@academy.test' });
    await createUser(t.db, { email: 'needle-two@academy.test' });
    const reply = await call(t.app, 'GET', '/api/admin/users?search=NEEDLE', { token: scene.adminToken });
    expect(reply.body.users.map((u: { email: string }) => u.email)).toEqual([
      'needle-two@academy.test',
      'needle-one@academy.test',
    ]);
    expect(reply.body.meta).toEqual({ total: 2, page: 1, per_page: 10 });
  });
});
