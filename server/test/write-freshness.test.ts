/**
 * The promise "the next read shows the write" (issue 22 item 7), held to every write route the app
 * registers (route-table.ts), so a new write route cannot skip it:
 * - each route has a valid request below (REQUESTS); the API accepts it (2xx; a job: succeeded),
 *   and afterwards this app's freshness generation has moved, which drops every kept public answer
 *   and derived value (freshness/), unless the route is in WRITES_THAT_CHANGE_NO_PUBLIC_ANSWER,
 *   where the same valid call may move it only to say sign-in sessions ended (`sessions`: no
 *   answer shows them; previews invalidate nothing); on PostgreSQL another instance hears of the
 *   write, or of a listed one hears at most that sessions ended;
 * - content checks with the answer cache on: public answers read (and cached) before a write show
 *   what the write changed on the next read. The oracle is the data the test wrote.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { changesText, type Changes } from '../freshness/changes.js';
import { announceCommit } from '../freshness/freshness.js';
import { listenForCommits } from '../freshness/listener.js';
import {
  createAchievement,
  createCourse,
  createProject,
  createSkill,
  createUser,
  enroll,
  giveSkills,
  STUDENT_PASSWORD,
  submit,
} from './factories.js';
import { appOnSameDatabase, useTestApp } from './harness.js';
import { startMailCatcher } from './mail-catcher.js';
import { adminToken, call, userToken, type Json } from './http.js';
import { collectRoutes, WRITE_METHODS } from './route-table.js';
import { buildScene, REQUESTS, send } from './valid-writes.js';

const routes = collectRoutes();
// Mail on (test/mail-catcher.ts): the mail routes answer 404 without it.
const mail = await startMailCatcher();
afterAll(() => mail.close());
const t = useTestApp({ PUBLIC_CACHE: '1', ...mail.env });
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let listener: { heard: string[]; close: () => Promise<void> } | undefined;
/** On PostgreSQL: the senders of the commit notices another instance hears (freshness/listener.ts), in order. */
async function noticesHeard() {
  if (!listener) {
    const heard: string[] = [];
    const { close } = await listenForCommits(t.config.databaseUrl!, {
      onNotice: (sender) => heard.push(sender),
      onStateChange: () => {},
      log: t.app.log,
    });
    listener = { heard, close };
  }
  return listener.heard;
}
afterAll(async () => {
  await listener?.close();
});

/** What the app's generation moved for since `moves.length = 0`. */
const moves: Changes[] = [];
let watching = false;
const onlySessions = (changes: string) => changes === 'sessions';

/**
 * Sends a notice of its own and waits until it is heard, here and by the app (it moves the app's
 * generation); answers where it is in `heard`. Notices arrive in commit order, so every notice of a
 * commit made before it has been heard by then.
 */
async function heardUpTo(heard: string[], mark: string) {
  const generation = t.app.freshness.generation;
  await announceCommit(t.db, mark);
  await expect.poll(() => heard.includes(mark) && t.app.freshness.generation > generation, { timeout: 2000 }).toBe(true);
  return heard.indexOf(mark);
}

/**
 * Writes after which every public answer stays true: sign-in and sign-out (tokens), the student's
 * own read marks (shown only to the student, never cached), and previews (they write nothing).
 */
const WRITES_THAT_CHANGE_NO_PUBLIC_ANSWER = new Set([
  'POST /api/admin/login',
  'POST /api/user/login',
  // Password links (issue 26): a stored hash and a new password, like sign-in tokens.
  'POST /api/user/password/forgot',
  'POST /api/user/password/check',
  'POST /api/user/password/reset',
  // Issue 48: notification mail turned off, a setting no public answer shows.
  'POST /api/front/unsubscribe',
  'POST /api/admin/logout',
  'POST /api/user/logout',
  'POST /api/achievements/read',
  // Issue 48: the bell's read marks, shown only to the student.
  'POST /api/user/notifications/:id/read',
  'POST /api/user/notifications/read-all',
  // Issue 49: a live stream's ticket.
  'POST /api/user/live/ticket',
  // Issue 50: the first-steps checklist closed, shown only to the student (GET /api/user/me).
  'POST /api/user/first-steps/dismiss',
  'POST /api/admin/achievements/preview',
  'POST /api/admin/import/users/preview',
]);

describe('every write route moves the generation, or is listed as changing no public answer', () => {
  it('has a request for every registered write route, and none for a route that is gone', async () => {
    const writes = routes.filter((route) => WRITE_METHODS.has(route.method)).map((route) => route.key);
    expect(writes.length).toBeGreaterThan(40);
    expect(
      writes.filter((key) => !(key in REQUESTS)),
      'write routes with no entry in REQUESTS',
    ).toEqual([]);
    expect(
      Object.keys(REQUESTS).filter((key) => !writes.includes(key)),
      'REQUESTS entries the app no longer registers',
    ).toEqual([]);
    expect([...WRITES_THAT_CHANGE_NO_PUBLIC_ANSWER].filter((key) => !(key in REQUESTS))).toEqual([]);
  });

  it.each(Object.keys(REQUESTS))('%s', async (key) => {
    const route = routes.find((r) => r.key === key);
    expect(route, `${key} is not registered`).toBeDefined();
    const scene = await buildScene(t);
    const request = await REQUESTS[key](scene);
    const heard = onPostgres ? await noticesHeard() : undefined;
    const start = heard && (await heardUpTo(heard, `before ${key}`));
    if (!watching) t.app.freshness.onAdvance((changes) => moves.push(changes));
    watching = true;
    moves.length = 0;
    const before = t.app.freshness.generation;
    const reply = await send(t.app, route!, scene, request);
    expect(reply.status, `${key} answered ${reply.status} ${JSON.stringify(reply.body)}`).toBeLessThan(300);
    const listed = WRITES_THAT_CHANGE_NO_PUBLIC_ANSWER.has(key);
    if (listed) {
      const told = moves.map(changesText);
      expect(
        told.filter((changes) => !onlySessions(changes)),
        `${key} is listed as changing no public answer, but said it changed these`,
      ).toEqual([]);
    } else {
      expect(t.app.freshness.generation, `${key} did not move the generation: its write is not tracked`).toBeGreaterThan(before);
    }
    if (!heard) return;
    const notices = heard.slice(start! + 1, await heardUpTo(heard, `after ${key}`));
    if (listed) {
      const toldOthers = notices.map((notice) => notice.slice(notice.indexOf('|') + 1));
      expect(
        toldOthers.filter((changes) => !onlySessions(changes)),
        `${key} told other instances it changed data`,
      ).toEqual([]);
    } else {
      expect(notices.length, `${key} did not tell other instances it changed data`).toBeGreaterThan(0);
    }
  });
});

describe('the next public read shows the write (answer cache on, answers cached before it)', () => {
  /** Points of the other students' submissions: Ada (no submission yet) ranks after them. */
  const OTHERS = [
    { name: 'Zed', points: 300 },
    { name: 'Yan', points: 200 },
    { name: 'Xia', points: 100 },
  ];
  const ADA_PROJECT_POINTS = 500;

  /** Zed, Yan and Xia each submitted a project of Web; Ada is enrolled in Web; Zed and Yan in Go. */
  async function community() {
    const { db } = t;
    const web = await createCourse(db, { title: 'Web' });
    const go = await createCourse(db, { title: 'Go' });
    const others = [];
    for (const { name, points } of OTHERS) {
      const user = await createUser(db, { name });
      const project = await createProject(db, web.id, { pointsValue: points });
      await enroll(db, user.id, web.id);
      await submit(db, user.id, project.id);
      others.push(user);
    }
    for (const user of others.slice(0, 2)) await enroll(db, user.id, go.id);
    const adaProject = await createProject(db, web.id, { pointsValue: ADA_PROJECT_POINTS });
    const ada = await createUser(db, { name: 'Ada' });
    await enroll(db, ada.id, web.id);
    const [sql, rust] = [await createSkill(db, 'SQL'), await createSkill(db, 'Rust')];
    await giveSkills(db, ada.id, [sql.id]);
    const helper = await createAchievement(db, { name: 'Helper', description: 'Helps', points: 50 });
    // The rows above were written by hand, not through the API.
    t.app.freshness.advance();
    return {
      ...{ web, go, others, ada, adaProject, sql, rust, helper },
      admin: await adminToken(t.app),
      student: await userToken(t.app, ada.email, STUDENT_PASSWORD),
    };
  }

  /** Reads a public answer, then again from the answer cache (checked): the write that follows must drop it. */
  async function readCached(path: string) {
    expect((await call(t.app, 'GET', path)).status, path).toBe(200);
    const { hits } = t.app.publicCache.counts;
    const again = await call(t.app, 'GET', path);
    expect(t.app.publicCache.counts.hits, `${path} was not served from the answer cache`).toBe(hits + 1);
    return again.body;
  }

  const read = async (path: string) => {
    const reply = await call(t.app, 'GET', path);
    expect(reply.status, path).toBe(200);
    return reply.body;
  };

  const names = (list: { name: string }[]) => list.map((item) => item.name).sort();
  const titles = (list: { title: string }[]) => list.map((item) => item.title).sort();

  it('the skills save, on the public profile', async () => {
    const c = await community();
    const profile = `/api/users/user/${c.ada.id}`;
    expect(names((await readCached(profile)).user.skills)).toEqual(['SQL']);

    const saved = await call(t.app, 'PUT', '/api/front/user-skills', {
      token: c.student,
      body: { skill_ids: [c.sql.id, c.rust.id] },
    });
    expect(saved.status).toBe(200);
    expect(names((await read(profile)).user.skills)).toEqual(['Rust', 'SQL']);
  });

  it("a submission, in the student's points and rank on the profile and on the leaderboard", async () => {
    const c = await community();
    const profile = `/api/users/user/${c.ada.id}`;
    /** Ids in rank order, from the points the test gave: most points first. */
    const byPoints = (ada: number) =>
      [...c.others.map((user, i) => ({ id: user.id, points: OTHERS[i].points })), { id: c.ada.id, points: ada }]
        .sort((a, b) => b.points - a.points)
        .map((entry) => entry.id);
    const leaderboardIds = (body: Json) => body.stats.top_developers.map((developer: Json) => developer.id);
    const before = await readCached(profile);
    expect({ points: before.user.total_points, rank: before.user.rank }).toEqual({ points: 0, rank: OTHERS.length + 1 });
    expect(leaderboardIds(await readCached('/api/front/leaderboard'))).toEqual(byPoints(0));

    const submitted = await call(t.app, 'POST', '/api/front/user-projects', {
      token: c.student,
      body: { project_id: c.adaProject.id, url: 'https://github.com/ada/engine' },
    });
    expect(submitted.status).toBe(201);
    const expectedRank = byPoints(ADA_PROJECT_POINTS).indexOf(c.ada.id) + 1;
    const after = await read(profile);
    expect({ points: after.user.total_points, rank: after.user.rank }).toEqual({
      points: ADA_PROJECT_POINTS,
      rank: expectedRank,
    });
    const leaderboard = await read('/api/front/leaderboard');
    expect(leaderboardIds(leaderboard)).toEqual(byPoints(ADA_PROJECT_POINTS));
    const adaThere = leaderboard.stats.top_developers.find((developer: Json) => developer.id === c.ada.id);
    expect({ points: adaThere.total_points, rank: adaThere.rank }).toEqual({ points: ADA_PROJECT_POINTS, rank: expectedRank });
  });

  it("an enrollment, in the course's users count, on the course page and on the profile", async () => {
    const c = await community();
    const page = `/api/users/course/${c.go.id}`;
    const profile = `/api/users/user/${c.ada.id}`;
    const goOf = (body: Json) => body.courses.find((course: Json) => course.id === c.go.id);
    expect(goOf(await readCached('/api/front/courses')).users_count).toBe(2);
    const pageBefore = await readCached(page);
    expect({ count: pageBefore.course.users_count, users: names(pageBefore.users) }).toEqual({
      count: 2,
      users: ['Yan', 'Zed'],
    });
    expect(titles((await readCached(profile)).user.courses)).toEqual(['Web']);

    const enrolled = await call(t.app, 'POST', '/api/admin/enrollment/enroll', {
      token: c.admin,
      body: { user_id: c.ada.id, course_id: c.go.id, price: 0 },
    });
    expect(enrolled.status).toBe(201);
    expect(goOf(await read('/api/front/courses')).users_count).toBe(3);
    const pageAfter = await read(page);
    expect({ count: pageAfter.course.users_count, users: names(pageAfter.users) }).toEqual({
      count: 3,
      users: ['Ada', 'Yan', 'Zed'],
    });
    expect(pageAfter.letters).toEqual([
      { letter: 'A', count: 1 },
      { letter: 'Y', count: 1 },
      { letter: 'Z', count: 1 },
    ]);
    const after = (await read(profile)).user;
    expect({ courses: titles(after.courses), count: after.courses_count }).toEqual({ courses: ['Go', 'Web'], count: 2 });
  });

  it('a profile update, on the profile and the developers list', async () => {
    const c = await community();
    const profile = `/api/users/user/${c.ada.id}`;
    const adaIn = (body: Json) => body.users.find((user: Json) => user.id === c.ada.id);
    expect((await readCached(profile)).user).toMatchObject({ name: 'Ada', bio: null });
    expect(adaIn(await readCached('/api/front/users')).name).toBe('Ada');

    const change = { name: 'Ada Lovelace', bio: 'Writes programs for engines' };
    const updated = await call(t.app, 'PUT', '/api/user/profile/update', { token: c.student, body: change });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await read(profile)).user).toMatchObject(change);
    expect(adaIn(await read('/api/front/users')).name).toBe(change.name);
  });

  it('an achievement edit, on the achievements page', async () => {
    const c = await community();
    const helperIn = (body: Json) => body.achievements.find((achievement: Json) => achievement.id === c.helper.id);
    expect(helperIn(await readCached('/api/front/achievements'))).toMatchObject({
      name: 'Helper',
      description: 'Helps',
      points: 50,
    });

    const change = { name: 'Mentor', description: 'Helps the others', points: 70 };
    const edited = await call(t.app, 'PUT', `/api/admin/achievements/${c.helper.id}`, { token: c.admin, body: change });
    expect(edited.status).toBe(200);
    expect(helperIn(await read('/api/front/achievements'))).toMatchObject(change);
  });
});

/**
 * Issue 45 item 1: a student's submission moves that student's row and the places of the students
 * it passes, and nothing else. The pages and profiles it moves show it on the next read, here and
 * on another instance; those it cannot move are still answered from memory.
 */
describe('a student passing others: what moved shows at once, what did not stays kept', () => {
  /** Twelve students with points 1200, 1100, ... 100; the last one (100) then submits a project of 750. */
  const POINTS = Array.from({ length: 12 }, (_, i) => 1200 - 100 * i);
  const CLIMB = 750;
  const PER_PAGE = 3;

  async function ladder() {
    const { db } = t;
    const course = await createCourse(db, { title: 'Ladder' });
    const students = [];
    for (const [i, points] of POINTS.entries()) {
      const user = await createUser(db, { name: `Rung ${i + 1}` });
      await enroll(db, user.id, course.id);
      await submit(db, user.id, (await createProject(db, course.id, { pointsValue: points })).id);
      students.push({ id: user.id, email: user.email, points });
    }
    const climbProject = await createProject(db, course.id, { pointsValue: CLIMB });
    t.app.freshness.advance();
    const climber = students[students.length - 1];
    return { students, climber, climbProject, token: await userToken(t.app, climber.email, STUDENT_PASSWORD) };
  }

  /** Ids by points, most first: the oracle of every page and rank. */
  const order = (students: { id: number; points: number }[]) =>
    [...students].sort((a, b) => b.points - a.points).map((student) => student.id);
  const pagePath = (page: number) => `/api/front/users?page=${page}&per_page=${PER_PAGE}`;
  const pages = Array.from({ length: POINTS.length / PER_PAGE }, (_, i) => i + 1);

  /** Reads `path` on `app`: its body and whether it came from the answer cache. */
  async function readOn(app: typeof t.app, path: string) {
    const { hits } = app.publicCache.counts;
    const reply = await call(app, 'GET', path);
    expect(reply.status, path).toBe(200);
    return { body: reply.body, fromMemory: app.publicCache.counts.hits > hits };
  }

  /** Reads every page, the leaderboard and every profile twice on `app` (kept), and answers them. */
  async function cacheEverything(app: typeof t.app, students: { id: number }[]) {
    const paths = [...pages.map(pagePath), '/api/front/leaderboard', ...students.map(({ id }) => `/api/users/user/${id}`)];
    for (const path of paths) await readOn(app, path);
    for (const path of paths) expect((await readOn(app, path)).fromMemory, path).toBe(true);
  }

  /** What every page, the leaderboard and each profile must show for `students`, and which stayed in memory. */
  async function expectShown(app: typeof t.app, students: { id: number; points: number }[]) {
    const ids = order(students);
    const kept: string[] = [];
    for (const page of pages) {
      const { body, fromMemory } = await readOn(app, pagePath(page));
      const expected = ids.slice((page - 1) * PER_PAGE, page * PER_PAGE);
      expect(
        body.users.map((user: Json) => [user.id, user.rank]),
        pagePath(page),
      ).toEqual(expected.map((id) => [id, ids.indexOf(id) + 1]));
      if (fromMemory) kept.push(pagePath(page));
    }
    const leaderboard = await readOn(app, '/api/front/leaderboard');
    expect(leaderboard.body.stats.top_developers.map((developer: Json) => developer.id)).toEqual(ids);
    for (const student of students) {
      const path = `/api/users/user/${student.id}`;
      const { body, fromMemory } = await readOn(app, path);
      expect({ rank: body.user.rank, points: body.user.total_points }, path).toEqual({
        rank: ids.indexOf(student.id) + 1,
        points: student.points,
      });
      if (fromMemory) kept.push(path);
    }
    return kept;
  }

  it('on this instance: the pages it crosses and its own profile are computed again, the rest answered from memory', async () => {
    const { students, climber, climbProject, token } = await ladder();
    await cacheEverything(t.app, students);
    const before = order(students);

    const submitted = await call(t.app, 'POST', '/api/front/user-projects', {
      token,
      body: { project_id: climbProject.id, url: 'https://github.com/rung/climb' },
    });
    expect(submitted.status).toBe(201);
    climber.points += CLIMB;
    const kept = await expectShown(t.app, students);

    // 850 passes 800 ... 200: places 5 to 12 move, so pages 2 to 4 are computed again; page 1 cannot
    // move. Every profile but the climber's own is answered from memory: a passed student's with
    // its new rank put in (checked above).
    const others = before.filter((id) => id !== climber.id).map((id) => `/api/users/user/${id}`);
    expect(kept.sort()).toEqual([pagePath(1), ...others].sort());
  });

  it.runIf(onPostgres)('on another instance: its kept pages, leaderboard and profiles show the new places at once', async () => {
    const { students, climbProject, climber, token } = await ladder();
    const other = await appOnSameDatabase(t, { PUBLIC_CACHE: '1' });
    try {
      await cacheEverything(other, students);
      const generation = other.freshness.generation;
      const submitted = await call(t.app, 'POST', '/api/front/user-projects', {
        token,
        body: { project_id: climbProject.id, url: 'https://github.com/rung/climb' },
      });
      expect(submitted.status).toBe(201);
      climber.points += CLIMB;
      await expect.poll(() => other.freshness.generation > generation, { timeout: 2000 }).toBe(true);
      expect((await expectShown(other, students)).length).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});

/**
 * Issue 45 item 1: another student's award moves the holder count of an achievement that kept
 * profiles show. They show the new count on the next read, put into their kept text instead of
 * being computed again, byte for byte what computing them gives.
 */
describe("another student's award: kept profiles show the new holder count at once, from memory", () => {
  it('the count moves on the next read, no profile is computed again, and the bytes are those computed', async () => {
    const { db } = t;
    const course = await createCourse(db, { title: 'Counting' });
    const firstProject = await createAchievement(db, { name: 'First Project', manual: false, ruleThreshold: 1 });
    const students = [];
    for (const name of ['Shown One', 'Shown Two', 'Newcomer']) {
      const user = await createUser(db, { name });
      await enroll(db, user.id, course.id);
      students.push(user);
    }
    const [one, two, newcomer] = students;
    for (const user of [one, two]) await submit(db, user.id, (await createProject(db, course.id, { pointsValue: 50 })).id);
    const project = await createProject(db, course.id, { pointsValue: 500 });
    t.app.freshness.advance();
    const profiles = [one, two].map(({ id }) => `/api/users/user/${id}`);
    const holders = (body: Json) =>
      [body.user.achievements, body.achievements].map(
        (list: Json[]) => list.find((achievement) => achievement.id === firstProject.id)?.users_count,
      );
    for (const path of [...profiles, ...profiles]) expect(holders((await call(t.app, 'GET', path)).body)).toEqual([2, 2]);
    const etags = await Promise.all(profiles.map(async (path) => (await t.app.inject({ url: path })).headers.etag));

    const token = await userToken(t.app, newcomer.email, STUDENT_PASSWORD);
    const submitted = await call(t.app, 'POST', '/api/front/user-projects', {
      token,
      body: { project_id: project.id, url: 'https://github.com/newcomer/first' },
    });
    expect(submitted.status).toBe(201);

    const { misses, hits } = t.app.publicCache.counts;
    const remade = [];
    for (const [i, path] of profiles.entries()) {
      const reply = await t.app.inject({ url: path });
      expect(reply.statusCode, path).toBe(200);
      expect(holders(reply.json()), path).toEqual([3, 3]);
      // The newcomer's 500 points pass both: each rank moved by one as well.
      expect(reply.json().user.rank, path).toBe(i + 2);
      expect(reply.headers.etag).not.toBe(etags[i]);
      remade.push(reply.body);
    }
    expect(t.app.publicCache.counts).toMatchObject({ misses, hits: hits + profiles.length });

    // The oracle: the same profiles computed from the database.
    t.app.freshness.advance();
    for (const [i, path] of profiles.entries()) expect((await t.app.inject({ url: path })).body).toBe(remade[i]);
    expect(t.app.publicCache.counts.misses).toBe(misses + profiles.length);
  });
});
