/**
 * The top-100 job (issue 48 item 1): its first run records without notifying; then who entered
 * and who left is told once, whichever instance runs it and however often; a restart (a new app on
 * the same database) misses nobody; at most one of each kind a day. On PostgreSQL two instances
 * (two connection pools) run it at the same moment.
 */
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { LEADERBOARD_SIZE } from '../../../contracts/constants.js';
import { TOPICS } from '../../freshness/changes.js';
import { openDatabase, rows, type Database } from '../../db/client.js';
import { notifications, topHundredRuns, users } from '../../db/schema.js';
import { appOnSameDatabase, useTestApp } from '../../test/harness.js';
import { runTopHundred } from './top-hundred.js';

const t = useTestApp();

/** `n` students with points n, n-1, ..., 1 (the first is ranked first). */
async function ranked(n: number) {
  const list = rows<{ id: number }>(
    await t.db.execute(sql`
      INSERT INTO users (name, email, password_hash, total_points)
      SELECT 'Student ' || g, 'top' || g || '@academy.test', 'x', ${n} + 1 - g FROM generate_series(1, ${n}) g
      RETURNING id`),
  );
  return list.map((row) => Number(row.id));
}

const setPoints = (id: number, points: number) =>
  t.db.update(users).set({ totalPoints: points, pointsChangedAt: new Date() }).where(eq(users.id, id));

/** Every top-100 event written, as [student, kind]. */
const events = async () =>
  (await t.db.select().from(notifications).orderBy(notifications.id))
    .filter((n) => n.kind === 'top_entered' || n.kind === 'top_left')
    .map((n) => [n.userId, n.kind, n.params]);

/** Starts from no run at all (the apps ran it at start on an empty academy). */
const forgetRuns = () => t.db.delete(topHundredRuns);

it('records the top 100 on its first run without telling anyone, then tells who entered and who left, once', async () => {
  await forgetRuns();
  const ids = await ranked(LEADERBOARD_SIZE + 1);
  const last = ids[LEADERBOARD_SIZE]; // 101st, with 1 point
  expect(await runTopHundred(t.db)).toEqual({ skipped: false, first: true, entered: 0, left: 0 });
  expect(await events()).toEqual([]);

  await setPoints(last, 1000); // first now; the 100th (2 points) drops to 101st
  const dropped = ids[LEADERBOARD_SIZE - 1];
  expect(await runTopHundred(t.db)).toEqual({ skipped: false, first: false, entered: 1, left: 1 });
  expect(await events()).toEqual([
    [last, 'top_entered', { rank: 1 }],
    [dropped, 'top_left', {}],
  ]);
  // Nothing moved: nothing more, however often it runs.
  expect(await runTopHundred(t.db)).toEqual({ skipped: false, first: false, entered: 0, left: 0 });
  expect(await events()).toHaveLength(2);
});

it('tells a student at most one entry and one exit a day', async () => {
  await forgetRuns();
  const ids = await ranked(LEADERBOARD_SIZE + 1);
  const last = ids[LEADERBOARD_SIZE];
  await runTopHundred(t.db);
  for (const points of [1000, 0, 1000, 0]) {
    await setPoints(last, points);
    await runTopHundred(t.db);
  }
  expect((await events()).filter(([id]) => id === last)).toEqual([
    [last, 'top_entered', { rank: 1 }],
    [last, 'top_left', {}],
  ]);
});

it('misses nobody across a restart: the next instance compares with what the last one saved', async () => {
  await forgetRuns();
  const ids = await ranked(LEADERBOARD_SIZE + 1);
  await runTopHundred(t.db);
  // An instance that runs the job at its start, then stops before its next run after a change.
  const stopped = await appOnSameDatabase(t);
  await setPoints(ids[LEADERBOARD_SIZE], 500);
  await stopped.close();
  const restarted = await appOnSameDatabase(t); // runs it at start
  await restarted.close();
  expect(await events()).toEqual([
    [ids[LEADERBOARD_SIZE], 'top_entered', { rank: 1 }],
    [ids[LEADERBOARD_SIZE - 1], 'top_left', {}],
  ]);
});

it('writes each event once when two instances run it at the same moment', async () => {
  await forgetRuns();
  const ids = await ranked(LEADERBOARD_SIZE + 1);
  await runTopHundred(t.db);
  // On PostgreSQL a second pool, as another instance has; the embedded engine has one connection.
  const other = t.config.databaseUrl ? await openDatabase({ databaseUrl: t.config.databaseUrl, poolSize: 2 }) : undefined;
  const otherDb: Database = other?.db ?? t.db;
  try {
    for (const [round, points] of [1000, 2000].entries()) {
      await setPoints(ids[LEADERBOARD_SIZE - round], points);
      const [a, b] = await Promise.all([runTopHundred(t.db), runTopHundred(otherDb)]);
      const moved = [a, b].filter((run) => !run.skipped && run.entered + run.left > 0);
      expect(moved).toHaveLength(1);
    }
  } finally {
    await other?.close();
  }
  const written = await events();
  expect(new Set(written.map((event) => JSON.stringify(event))).size).toBe(written.length);
  expect(written).toEqual([
    [ids[LEADERBOARD_SIZE], 'top_entered', { rank: 1 }],
    [ids[LEADERBOARD_SIZE - 1], 'top_left', {}],
    [ids[LEADERBOARD_SIZE - 1], 'top_entered', { rank: 1 }],
    [ids[LEADERBOARD_SIZE - 2], 'top_left', {}],
  ]);
});

it('drops no public answer: its commit declares notifications only', async () => {
  await forgetRuns();
  const ids = await ranked(LEADERBOARD_SIZE + 1);
  await runTopHundred(t.app.db);
  await setPoints(ids[LEADERBOARD_SIZE], 1000);
  const answers = TOPICS.filter((topic) => topic !== 'notifications');
  const [before, notices] = [t.app.freshness.versionOf(answers), t.app.freshness.versionOf(['notifications'])];
  expect(await runTopHundred(t.app.db)).toMatchObject({ entered: 1, left: 1 });
  expect(t.app.freshness.versionOf(answers)).toBe(before);
  expect(t.app.freshness.versionOf(['notifications'])).toBe(notices + 1);
});
