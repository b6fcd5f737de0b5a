/**
 * The users page narrowed by a search and a course (issue 25 item 4): what matches is computed
 * here from the rows with the platform's own Unicode decomposition (not the production folding),
 * and the order and ranks from the rank rule over every row.
 */
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../contracts/form-messages.js';
import { COURSES } from '../../../contracts/staff-messages.js';
import { foldForSearch } from '../../../contracts/name-search.js';
import { users } from '../../db/schema.js';
import { answerKept } from '../../plugins/answer-topics.js';
import { filteredPublicUserIds } from './queries.js';
import { createCourse, createUser, enroll, STUDENT_PASSWORD } from '../../test/factories.js';
import { appOnSameDatabase, useTestApp } from '../../test/harness.js';
import { call, userToken } from '../../test/http.js';

const t = useTestApp();

type Row = typeof users.$inferSelect;
type Listed = { id: number; rank: number; name: string };

/** Accents and Arabic marks off (NFD, then no combining marks), Arabic letter forms as one, any case. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLowerCase();

/** Every ranked student best first (docs/product.md#points-and-rank: points desc, then who reached them first, then id). */
async function rankOrder(): Promise<Row[]> {
  const all = await t.db.select().from(users);
  return all
    .filter((user) => user.suspendedAt === null)
    .sort((a, b) => b.totalPoints - a.totalPoints || a.pointsChangedAt.getTime() - b.pointsChangedAt.getTime() || a.id - b.id);
}

/** What the page should list: the kept students in rank order, each with its place among all. */
async function expected(keep: (user: Row) => boolean, page = 1, perPage = 9) {
  const ranked = (await rankOrder()).map((user, i) => ({ user, rank: i + 1 }));
  const kept = ranked.filter(({ user }) => keep(user));
  return {
    users: kept.slice((page - 1) * perPage, page * perPage).map(({ user, rank }) => ({ id: user.id, rank, name: user.name })),
    meta: { total: kept.length, page, per_page: perPage },
  };
}

/**
 * The page as the route answers it (searching in memory). The same page found by the statement the
 * route falls back on while memory is not trusted (the trigram index) must hold the same students.
 */
const listed = async (query: string) => {
  const reply = await call(t.app, 'GET', `/api/front/users?${query}`);
  expect(reply.status).toBe(200);
  const users = reply.body.users.map(({ id, rank, name }: Listed) => ({ id, rank, name }));
  const asked = new URLSearchParams(query);
  const term = asked.get('search')?.trim();
  const courseId = asked.has('course_id') ? Number(asked.get('course_id')) : undefined;
  if (term || courseId) {
    const [page, perPage] = [Number(asked.get('page') ?? 1), Number(asked.get('per_page') ?? 9)];
    const filter = { folded: term ? foldForSearch(term) : undefined, courseId };
    expect(await filteredPublicUserIds(t.db, filter, { page, per_page: perPage, offset: (page - 1) * perPage })).toEqual({
      ids: users.map((user: Listed) => user.id),
      total: reply.body.meta.total,
    });
  }
  return { users, meta: reply.body.meta };
};

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
const search = (term: string) => `search=${encodeURIComponent(term)}`;

describe('GET /api/front/users?search=', () => {
  it('folds accents, case, Arabic letter forms and diacritics, in rank order with global ranks', async () => {
    const names = [
      'مُحَمَّد أحمد', // diacritics, alef with hamza
      'محمد إبراهيم', // alef with hamza below
      'آية مصطفى', // alef with madda, ta marbuta, alef maqsura
      'ايه مصطفي',
      'Émile Zoë',
      'emile zoe',
      'EMILIA Stone',
      'Omar Said',
    ];
    for (const [i, name] of names.entries())
      await createUser(t.db, { name, totalPoints: (i * 7) % 5, pointsChangedAt: at(names.length - i) });
    for (const term of ['محمد', 'احمد', 'ابراهيم', 'آيه', 'اية', 'مصطفى', 'مُصطفي', 'EMIL', 'émile', 'zoe', 'ZOË', ' Ali '])
      expect(await listed(search(term)), term).toEqual(await expected((user) => fold(user.name).includes(fold(term.trim()))));
    // Each term above that should match did: the oracle is not trivially empty.
    expect((await listed(search('محمد'))).meta.total).toBe(2);
    expect((await listed(search('اية'))).meta.total).toBe(2);
    expect((await listed(search('Emil'))).meta.total).toBe(3);
  });

  it('finds a student by the name they just saved, not the one before', async () => {
    const user = await createUser(t.db, { name: 'Nour Adel' });
    expect((await listed(search('nour'))).meta.total).toBe(1);
    const token = await userToken(t.app, user.email, STUDENT_PASSWORD);
    const saved = await call(t.app, 'PUT', '/api/user/profile/update', { token, body: { name: 'Salma Adel' } });
    expect(saved.status).toBe(200);
    expect((await listed(search('nour'))).meta.total).toBe(0);
    expect((await listed(search('salma'))).users).toEqual([{ id: user.id, rank: 1, name: 'Salma Adel' }]);
  });

  it('matches % and _ literally', async () => {
    // A control character in a name (U+0001 separates the names kept in memory) moves nothing.
    for (const name of ['Ali 100%', 'Mo\u0001Ali_9', 'Ali 1000', 'Ali_1', 'Alix 1', 'Sara'])
      await createUser(t.db, { name, totalPoints: name.length });
    for (const term of ['0%', 'i_', '%%', '_1', '__'])
      expect(await listed(search(term))).toEqual(await expected((user) => user.name.toLowerCase().includes(term)));
    expect((await listed(search('0%'))).users.map((u: Listed) => u.name)).toEqual(['Ali 100%']);
    expect((await listed(search('i_'))).users.map((u: Listed) => u.name).sort()).toEqual(['Ali_1', 'Mo\u0001Ali_9']);
  });

  it('refuses a term of 1 or 51 characters (after trimming) with 422; a blank one searches nothing', async () => {
    await createUser(t.db, { name: 'Ab' + 'c'.repeat(48) });
    const refused = { status: 422, body: { message: VALIDATION.search, errors: { search: [VALIDATION.search] } } };
    for (const term of ['a', '  a  ', 'ab'.repeat(25) + 'c'])
      expect(await call(t.app, 'GET', `/api/front/users?${search(term)}`)).toEqual(refused);
    expect((await listed(search('Ab' + 'c'.repeat(48)))).meta.total).toBe(1);
    expect((await listed(search(' ab '))).meta.total).toBe(1);
    expect(await listed(search('  '))).toEqual(await expected(() => true));
  });

  it('pages the matches (9 by default) and never lists a suspended student', async () => {
    for (let i = 0; i < 30; i++)
      await createUser(t.db, {
        name: `${['Nour', 'Hana', 'Omar'][i % 3]} ${i}`,
        totalPoints: (i * 13) % 7,
        pointsChangedAt: at(i % 4),
        suspendedAt: i % 5 === 0 ? new Date() : null,
      });
    const keep = (user: Row) => user.name.toLowerCase().includes('na');
    expect(await listed(search('NA'))).toEqual(await expected(keep));
    expect(await listed(`${search('na')}&page=2`)).toEqual(await expected(keep, 2));
    expect(await listed(`${search('na')}&page=2&per_page=4`)).toEqual(await expected(keep, 2, 4));
    expect(await listed(`${search('na')}&page=9`)).toEqual(await expected(keep, 9));
    expect((await listed(search('na'))).meta.total).toBe(8); // 10 Hana, 2 of them suspended
    expect(await listed(search('nobody'))).toEqual({ users: [], meta: { total: 0, page: 1, per_page: 9 } });
  });
});

describe('GET /api/front/users?search= and the answer cache', () => {
  it('knows search answers are not to be kept, and the pages are', () => {
    expect(answerKept('/api/front/users', { search: 'nour' })).toBe(false);
    expect(answerKept('/api/front/users', { search: '  ', page: '2' })).toBe(true);
    expect(answerKept('/api/front/users', { course_id: '3' })).toBe(true);
    expect(answerKept('/api/front/leaderboard', { search: 'nour' })).toBe(true);
  });

  it('keeps no search answer in memory, so searches never push out the pages', async () => {
    await createUser(t.db, { name: 'Nour' });
    await call(t.app, 'GET', '/api/front/users?page=1');
    const before = { ...t.app.publicCache.counts };
    for (let i = 0; i < 3; i++) expect((await listed(search('nour'))).meta.total).toBe(1);
    await call(t.app, 'GET', '/api/front/users?page=1');
    expect(t.app.publicCache.counts).toEqual({ hits: before.hits + 1, misses: before.misses, shared: before.shared });
  });
});

describe('the names a search reads', () => {
  /** Whether the app holds the names now: a memo asked with a computation that must not run. */
  const namesKept = async (db: typeof t.app.db) => {
    const kept = db.reads.memo('search-names', ['people', 'ranked'], () => Promise.reject(new Error('not kept')));
    return kept
      ? kept.then(
          () => true,
          () => false,
        )
      : false;
  };

  it('are read when the app is ready and again after a student saves their profile, before any search', async () => {
    await createUser(t.db, { name: 'Nour Early' });
    const fresh = await appOnSameDatabase(t);
    try {
      expect(await namesKept(fresh.db)).toBe(true);
    } finally {
      await fresh.close();
    }

    const student = await createUser(t.db, { name: 'Old Name' });
    t.app.freshness.advance();
    const token = await userToken(t.app, student.email, STUDENT_PASSWORD);
    const saved = await call(t.app, 'PUT', '/api/user/profile/update', { token, body: { name: 'Renamed Student' } });
    expect(saved.status).toBe(200);
    await expect.poll(() => namesKept(t.app.db)).toBe(true);
    expect((await call(t.app, 'GET', '/api/front/users?search=renamed')).body.users.map((u: { id: number }) => u.id)).toEqual([
      student.id,
    ]);
  });
});

describe('GET /api/front/users?course_id=', () => {
  it("keeps a course's students, alone or with a search; an unknown course is 404, a bad id 422", async () => {
    const web = await createCourse(t.db, { title: 'Web' });
    const data = await createCourse(t.db, { title: 'Data' });
    const enrolled = new Map<number, number[]>();
    for (let i = 0; i < 14; i++) {
      const user = await createUser(t.db, {
        name: `${['Salma', 'Samir', 'Karim'][i % 3]} ${i}`,
        suspendedAt: i === 4 ? new Date() : null,
      });
      const courses = i % 2 ? [web.id] : i % 3 ? [data.id] : [web.id, data.id];
      for (const course of courses) await enroll(t.db, user.id, course);
      enrolled.set(user.id, courses);
    }
    const inWeb = (user: Row) => enrolled.get(user.id)?.includes(web.id) ?? false;
    expect(await listed(`course_id=${web.id}`)).toEqual(await expected(inWeb));
    expect(await listed(`course_id=${web.id}&page=2&per_page=3`)).toEqual(await expected(inWeb, 2, 3));
    expect(await listed(`course_id=${web.id}&${search('sam')}`)).toEqual(
      await expected((user) => inWeb(user) && user.name.toLowerCase().includes('sam')),
    );
    expect(await call(t.app, 'GET', '/api/front/users?course_id=999999')).toEqual({
      status: 404,
      body: { message: COURSES.notFound },
    });
    for (const bad of ['abc', '0', '-1', '1.5'])
      expect((await call(t.app, 'GET', `/api/front/users?course_id=${bad}`)).status).toBe(422);
  });
});
