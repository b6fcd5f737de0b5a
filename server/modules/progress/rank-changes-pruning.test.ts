/**
 * Settled notes of rank_changes are pruned by a job every app starts, also with the answer cache
 * off (nothing else prunes them then). Oracle: the notes read here by their own SQL before the
 * prune, less the ones this test made older than the pruning age.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { rows } from '../../db/client.js';
import { loadConfig } from '../../config.js';
import { createCourse, createProject, createUser, enroll, STUDENT_PASSWORD } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { call, userToken } from '../../test/http.js';
import { PRUNE_AGE_MINUTES, PRUNE_EVERY_MS, pruneRankChanges } from './rank-changes-pruning.js';

const t = useTestApp({ PUBLIC_CACHE: '0' });

type Note = { xid: string; userId: number };

async function notes(): Promise<Note[]> {
  return rows<{ xid: string; user_id: number }>(
    await t.db.execute(sql`SELECT xid::text AS xid, user_id FROM rank_changes ORDER BY xid, user_id`),
  ).map((row) => ({ xid: row.xid, userId: Number(row.user_id) }));
}

/** Makes the notes of these students older than the pruning age, as if written 11 minutes ago. */
async function age(userIds: number[]) {
  await t.db.execute(sql`UPDATE rank_changes SET at = at - make_interval(mins => ${PRUNE_AGE_MINUTES + 1})
    WHERE user_id IN (${sql.join(userIds, sql`, `)})`);
}

/** Students enrolled in a course of `projects` projects, each submitting every one of them through the API. */
async function submitThroughApi(students: number, projects: number) {
  const course = await createCourse(t.db);
  const created = [];
  for (let p = 0; p < projects; p++) created.push(await createProject(t.db, course.id, { pointsValue: 10 + p }));
  const ids: number[] = [];
  for (let s = 0; s < students; s++) {
    const user = await createUser(t.db);
    await enroll(t.db, user.id, course.id);
    const token = await userToken(t.app, user.email, STUDENT_PASSWORD);
    for (const project of created) {
      const body = { project_id: project.id, url: `https://github.com/student${user.id}/p${project.id}` };
      expect((await call(t.app, 'POST', '/api/front/user-projects', { token, body })).status).toBe(201);
    }
    ids.push(user.id);
  }
  return ids;
}

const without = (all: Note[], userIds: number[]) => all.filter((note) => !userIds.includes(note.userId));

// The harness restarts user ids in every test: earlier tests' notes would name this test's students.
beforeEach(async () => {
  await t.db.execute(sql`DELETE FROM rank_changes`);
});
afterEach(() => vi.restoreAllMocks());

describe('pruning rank_changes', () => {
  it('one prune after 30 submissions with the cache off leaves only the unsettled notes', { timeout: 60_000 }, async () => {
    const before = (await notes()).length;
    const [first, second, third] = await submitThroughApi(3, 10);
    const written = await notes();
    // Every submission moved its student's points: at least one note each, none removed.
    expect(written.length - before).toBeGreaterThanOrEqual(30);
    for (const id of [first, second, third])
      expect(written.filter((note) => note.userId === id).length).toBeGreaterThanOrEqual(10);

    await age([first, second]);
    const settled = without(written, [first, second]);
    expect(await pruneUntil(async () => (await notes()).length === settled.length)).toBe(written.length - settled.length);
    expect(await notes()).toEqual(without(written, [first, second]));
    // Nothing more is settled: a second run (another instance's) deletes nothing.
    expect(await pruneRankChanges(t.db)).toBe(0);
    expect(await notes()).toEqual(without(written, [first, second]));
  });

  // The timers are the same on both engines; on PostgreSQL a transaction of another test file (xids
  // are the cluster's) may hold back the single prune at start, which then removes nothing.
  it.skipIf(process.env.TEST_DATABASE_URL)('runs when an app starts and then every 10 minutes until it closes', async () => {
    const [first, second, third] = await submitThroughApi(3, 2);
    await age([first]);
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const clearIntervalSpy = vi.spyOn(globalThis, 'clearInterval');
    const config = loadConfig({ DATA_DIR: t.config.dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', PUBLIC_CACHE: '0' });
    const app = await buildApp({ db: t.db, config });
    try {
      const beforeStart = await notes();
      await app.ready();
      expect(await notes()).toEqual(without(beforeStart, [first]));

      const everyTenMinutes = setIntervalSpy.mock.calls.findIndex(([, ms]) => ms === PRUNE_EVERY_MS);
      expect(everyTenMinutes).toBeGreaterThanOrEqual(0);
      const timer = setIntervalSpy.mock.results[everyTenMinutes].value as NodeJS.Timeout;
      // It never keeps the process alive.
      expect(timer.hasRef()).toBe(false);

      await age([second]);
      const beforeTick = await notes();
      setIntervalSpy.mock.calls[everyTenMinutes][0]();
      await vi.waitFor(async () => expect(await notes()).toEqual(without(beforeTick, [second])));
      expect((await notes()).filter((note) => note.userId === third).length).toBeGreaterThanOrEqual(2);

      await app.close();
      expect(clearIntervalSpy.mock.calls.some(([cleared]) => cleared === timer)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'keeps an old note of a transaction that began after one still running (PostgreSQL: transactions overlap)',
    { timeout: 90_000 },
    async () => {
      const user = await createUser(t.db);
      const ofUser = async () => (await notes()).filter((note) => note.userId === user.id);
      const [added] = await ofUser();
      let started!: () => void;
      let finish!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const finishing = new Promise<void>((resolve) => (finish = resolve));
      // A transaction with an id, open while a later one notes a change and the notes are pruned.
      const older = t.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_current_xact_id()`);
        started();
        await finishing;
      });
      await running;
      try {
        await t.db.execute(sql`UPDATE users SET total_points = total_points + 5 WHERE id = ${user.id}`);
        const moved = (await ofUser()).filter((note) => note.xid !== added.xid);
        expect(moved).toHaveLength(1);
        await age([user.id]);
        // The note written before the open transaction began is settled; the later one is not yet.
        // (xids are the cluster's: a transaction of a test file running beside this one may hold
        // back the earlier note for a moment, never let the later one go.)
        await pruneUntil(async () => (await ofUser()).length <= 1);
        expect(await ofUser()).toEqual(moved);
      } finally {
        finish();
        await older;
      }
      await pruneUntil(async () => (await ofUser()).length === 0);
      expect(await ofUser()).toEqual([]);
    },
  );
});

/**
 * Prunes until `done` (at most 30 s), answering how many notes it deleted: a transaction of another
 * test file (xids are the cluster's) may hold back settled notes until it ends.
 */
async function pruneUntil(done: () => Promise<boolean>): Promise<number> {
  const deadline = Date.now() + 30_000;
  let deleted = 0;
  do {
    deleted += await pruneRankChanges(t.db);
    if (await done()) return deleted;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < deadline);
  return deleted;
}
