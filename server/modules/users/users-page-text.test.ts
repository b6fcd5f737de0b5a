/**
 * The users page is put together as text from each student's card, kept per student
 * (listed.ts `listedCards`, plugins/answer-serializer.ts `asAnswer`). The oracle is the same page
 * encoded whole by the route's schema from the students' rows, as the route answered before:
 * byte for byte, on every page size, before and after writes that move students across pages,
 * rename one and take one out of the ranking.
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_USERS_PER_PAGE } from '../../../contracts/constants.js';
import { publicUserListResponse } from '../../../contracts/users.js';
import { encodedJson } from '../../plugins/answer-serializer.js';
import { createCourse, createProject, createUser, enroll, STUDENT_PASSWORD, submit } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';
import { idsAtRanks, rankedTotals, withRanks } from '../progress/rank.js';
import { listedStudents } from './listed.js';

// No answer cache: every read is the route's own answer.
const t = useTestApp({ PUBLIC_CACHE: '0' });

/** Page `page` of `perPage` as the route's schema encodes it whole. */
async function encodedPage(page: number, perPage: number) {
  const offset = (page - 1) * perPage;
  const ids = await idsAtRanks(t.db, offset, perPage);
  const users = withRanks(ids, await listedStudents(t.db, ids), offset);
  const meta = { total: (await rankedTotals(t.db)).students, page, per_page: perPage };
  return encodedJson(publicUserListResponse, { users, meta });
}

const PAGES = [
  ['/api/front/users', 1, PUBLIC_USERS_PER_PAGE],
  ...[1, 2, 3, 4].map((page) => [`/api/front/users?page=${page}&per_page=2`, page, 2] as const),
  ['/api/front/users?page=1&per_page=100', 1, 100],
  ['/api/front/users?page=9&per_page=9', 9, 9],
] as const;

async function expectEveryPageAsEncoded() {
  for (const [path, page, perPage] of PAGES) {
    const reply = await t.app.inject({ url: path });
    expect(reply.statusCode, path).toBe(200);
    expect(reply.headers['content-type'], path).toBe('application/json; charset=utf-8');
    expect(reply.body, path).toBe(await encodedPage(page, perPage));
  }
}

describe('the users page as text from kept cards', () => {
  it('is byte for byte the page encoded whole, before and after students move, change and leave', async () => {
    const course = await createCourse(t.db, { title: 'Pages' });
    const names = ['Zoë "Z" O\'Brien', 'Ada <Lovelace>', 'Bob \\ Backslash', 'Chidi', 'Dana', 'Émile', 'Farah'];
    const students = [];
    for (const [i, name] of names.entries()) {
      const user = await createUser(t.db, { name, avatar: i % 2 ? `avatar${i + 1}` : null, title: i === 1 ? null : undefined });
      await enroll(t.db, user.id, course.id);
      await submit(t.db, user.id, (await createProject(t.db, course.id, { pointsValue: 10 * (i + 1) })).id);
      students.push(user);
    }
    const climb = await createProject(t.db, course.id, { pointsValue: 500 });
    t.app.freshness.advance();
    await expectEveryPageAsEncoded();

    // The last student passes every other one: each page's students move.
    const last = students[0];
    const token = await userToken(t.app, last.email, STUDENT_PASSWORD);
    const submitted = await call(t.app, 'POST', '/api/front/user-projects', {
      token,
      body: { project_id: climb.id, url: 'https://github.com/pages/climb' },
    });
    expect(submitted.status).toBe(201);
    const first = (await call(t.app, 'GET', '/api/front/users')).body.users[0];
    expect({ id: first.id, rank: first.rank }).toEqual({ id: last.id, rank: 1 });
    await expectEveryPageAsEncoded();

    // A student renames themselves; an admin suspends another, who leaves the ranking.
    const renamed = await call(t.app, 'PUT', '/api/user/profile/update', { token, body: { name: 'Zoë Renamed' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const admin = await adminToken(t.app);
    const suspended = await call(t.app, 'POST', `/api/admin/users/${students[3].id}/suspend`, {
      token: admin,
      body: { reason: 'Testing the pages' },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    const listed = (await call(t.app, 'GET', '/api/front/users?per_page=100')).body.users;
    expect(listed.map((user: { id: number }) => user.id)).not.toContain(students[3].id);
    expect(listed[0].name).toBe('Zoë Renamed');
    await expectEveryPageAsEncoded();
  });
});
