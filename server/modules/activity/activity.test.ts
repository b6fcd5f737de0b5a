/**
 * A student's year of work (issue 50): the rows the student holds now, dated, at their points now,
 * with the points of the older ones as one starting balance; and the answer kept like a profile's.
 *
 * Oracles: dates and points written by the test, the profile's total_points (kept by the figures
 * engine, not by this route), and, for what is kept, a change written by hand (not announced): an
 * answer that shows it was computed again, one that does not was kept.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_SENT_DAYS } from '../../../contracts/activity.js';
import { userAchievements, userProjects } from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';
import {
  award,
  createAchievement,
  createCourse,
  createProject,
  createUser,
  enroll,
  STUDENT_PASSWORD,
  submit,
} from '../../test/factories.js';
import { activitySince } from './service.js';

const t = useTestApp({ PUBLIC_CACHE: '1' });

const DAY = 86_400_000;
type Dated = { at: string; points: number };
type Activity = { since: string; starting_points: number; submissions: Dated[]; achievements: Dated[] };

const activityOf = async (id: number) => {
  const answer = await call(t.app, 'GET', `/api/users/user/${id}/activity`);
  expect(answer.status).toBe(200);
  return answer.body.activity as Activity;
};
const totalPointsOf = async (id: number) => (await call(t.app, 'GET', `/api/users/user/${id}`)).body.user.total_points as number;
const sumOf = (activity: Activity) =>
  activity.starting_points + [...activity.submissions, ...activity.achievements].reduce((sum, row) => sum + row.points, 0);

/** Dates a submission or an award by hand (unannounced: nothing kept hears of it). */
const dateSubmission = (userId: number, projectId: number, at: Date) =>
  t.db
    .update(userProjects)
    .set({ createdAt: at })
    .where(and(eq(userProjects.userId, userId), eq(userProjects.projectId, projectId)));
const dateAward = (userId: number, achievementId: number, at: Date) =>
  t.db
    .update(userAchievements)
    .set({ earnedAt: at })
    .where(and(eq(userAchievements.userId, userId), eq(userAchievements.achievementId, achievementId)));

/** Ada holds an old 30-point project, a recent 20-point one and a 50-point award of 100 days ago; Bob is enrolled too. */
async function scene() {
  const course = await createCourse(t.db, { title: 'Web' });
  const old = await createProject(t.db, course.id, { name: 'Old', pointsValue: 30 });
  const recent = await createProject(t.db, course.id, { name: 'Recent', pointsValue: 20 });
  const spare = await createProject(t.db, course.id, { name: 'Spare', pointsValue: 10 });
  const medal = await createAchievement(t.db, { name: 'Medal', points: 50 });
  const [ada, bob] = [await createUser(t.db, { name: 'Ada' }), await createUser(t.db, { name: 'Bob' })];
  for (const student of [ada, bob]) await enroll(t.db, student.id, course.id);
  const now = Date.now();
  await submit(t.db, ada.id, old.id, { createdAt: new Date(now - 400 * DAY) });
  await submit(t.db, ada.id, recent.id, { createdAt: new Date(now - 10 * DAY) });
  await award(t.db, ada.id, medal.id);
  await dateAward(ada.id, medal.id, new Date(now - 100 * DAY));
  t.app.freshness.advance();
  return { course, old, recent, spare, medal, ada, bob, now };
}

describe('GET /api/users/user/:id/activity', () => {
  it('lists the rows since midnight UTC 366 days ago, oldest first, and the points of the older ones as the start', async () => {
    const { ada, now } = await scene();
    const activity = await activityOf(ada.id);

    const today = new Date(now);
    const since = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - ACTIVITY_SENT_DAYS * DAY;
    expect(activity.since).toBe(new Date(since).toISOString());
    expect(activity.starting_points).toBe(30);
    expect(activity.submissions).toEqual([{ at: new Date(now - 10 * DAY).toISOString(), points: 20 }]);
    expect(activity.achievements).toEqual([{ at: new Date(now - 100 * DAY).toISOString(), points: 50 }]);
    // The start plus every row is the total the profile shows.
    expect(sumOf(activity)).toBe(100);
    expect(await totalPointsOf(ada.id)).toBe(100);
  });

  it("counts a row at the window's first instant in the window, and one a millisecond before it in the start", async () => {
    const { ada, old, recent } = await scene();
    const since = activitySince(new Date());
    await dateSubmission(ada.id, old.id, new Date(since.getTime() - 1));
    await dateSubmission(ada.id, recent.id, since);
    t.app.freshness.advance();

    const activity = await activityOf(ada.id);
    expect(activity.starting_points).toBe(30);
    expect(activity.submissions).toEqual([{ at: since.toISOString(), points: 20 }]);
  });

  it('holds no removed submission and no withdrawn achievement, and still ends at total_points', async () => {
    const course = await createCourse(t.db);
    const project = await createProject(t.db, course.id, { pointsValue: 40 });
    const keeper = await createProject(t.db, course.id, { pointsValue: 15 });
    // Held while both submissions are: withdrawn by the removal.
    await createAchievement(t.db, { manual: false, ruleMetric: 'projects_count', ruleThreshold: 2, points: 5 });
    const ada = await createUser(t.db);
    await enroll(t.db, ada.id, course.id);
    const removed = await submit(t.db, ada.id, project.id);
    await submit(t.db, ada.id, keeper.id);
    t.app.freshness.advance();
    expect((await activityOf(ada.id)).achievements.map((row) => row.points)).toEqual([5]);

    const admin = await adminToken(t.app);
    const removal = await call(t.app, 'POST', `/api/admin/submissions/${removed.id}/remove`, {
      token: admin,
      body: { reason: 'Copied' },
    });
    expect(removal.status).toBe(200);

    const activity = await activityOf(ada.id);
    expect(activity.submissions.map((row) => row.points)).toEqual([15]);
    expect(activity.achievements).toEqual([]);
    expect(sumOf(activity)).toBe(await totalPointsOf(ada.id));
    expect(sumOf(activity)).toBe(15);
  });

  it('answers 404 for a missing student and for a suspended one', async () => {
    const { ada } = await scene();
    expect((await call(t.app, 'GET', '/api/users/user/999999/activity')).status).toBe(404);
    await activityOf(ada.id);
    const admin = await adminToken(t.app);
    const suspended = await call(t.app, 'POST', `/api/admin/users/${ada.id}/suspend`, { token: admin, body: { reason: 'Spam' } });
    expect(suspended.status).toBe(200);
    const answer = await call(t.app, 'GET', `/api/users/user/${ada.id}/activity`);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('User Not Found');
  });
});

describe('the year of work, kept like a profile', () => {
  /** Asks for Ada's year (kept), then moves her recent submission a day by hand: a year computed again shows it. */
  async function keptScene() {
    const s = await scene();
    const before = await activityOf(s.ada.id);
    const movedTo = new Date(s.now - 11 * DAY);
    await dateSubmission(s.ada.id, s.recent.id, movedTo);
    const computedAgain = async () => (await activityOf(s.ada.id)).submissions.some((row) => row.at === movedTo.toISOString());
    return { ...s, before, computedAgain };
  }

  it("stays through another student's submission", async () => {
    const { spare, bob, computedAgain } = await keptScene();
    const bobToken = await userToken(t.app, bob.email, STUDENT_PASSWORD);
    const submitted = await call(t.app, 'POST', '/api/front/user-projects', {
      token: bobToken,
      body: { project_id: spare.id, url: 'https://github.com/bob/spare' },
    });
    expect(submitted.status).toBe(201);
    expect(await computedAgain()).toBe(false);
  });

  it("is dropped by the student's own submission, which it then lists", async () => {
    const { ada, spare, computedAgain } = await keptScene();
    const adaToken = await userToken(t.app, ada.email, STUDENT_PASSWORD);
    const submitted = await call(t.app, 'POST', '/api/front/user-projects', {
      token: adaToken,
      body: { project_id: spare.id, url: 'https://github.com/ada/spare' },
    });
    expect(submitted.status).toBe(201);
    expect(await computedAgain()).toBe(true);
    const activity = await activityOf(ada.id);
    expect(activity.submissions.map((row) => row.points)).toEqual([20, 10]);
    expect(sumOf(activity)).toBe(await totalPointsOf(ada.id));
  });

  it('is dropped by a points edit of a project the student holds, and shows the new points', async () => {
    const { ada, recent, course, computedAgain } = await keptScene();
    const admin = await adminToken(t.app);
    const edited = await call(t.app, 'PUT', `/api/admin/project/update/${recent.id}`, {
      token: admin,
      body: { name: 'Recent', course_id: course.id, points_value: 25 },
    });
    expect(edited.status).toBe(200);
    expect(await computedAgain()).toBe(true);
    const activity = await activityOf(ada.id);
    expect(activity.submissions.map((row) => row.points)).toEqual([25]);
    expect(sumOf(activity)).toBe(await totalPointsOf(ada.id));
  });

  it('is dropped by an award and by its revoke', async () => {
    const { ada, computedAgain } = await keptScene();
    const admin = await adminToken(t.app);
    const badge = await createAchievement(t.db, { name: 'Badge', points: 7 });
    const given = await call(t.app, 'POST', `/api/admin/users/${ada.id}/achievements`, {
      token: admin,
      body: { achievement_id: badge.id },
    });
    expect(given.status).toBe(201);
    expect(await computedAgain()).toBe(true);
    expect((await activityOf(ada.id)).achievements.map((row) => row.points)).toEqual([50, 7]);

    const revoked = await call(t.app, 'DELETE', `/api/admin/users/${ada.id}/achievements/${badge.id}`, { token: admin });
    expect(revoked.status).toBe(200);
    const activity = await activityOf(ada.id);
    expect(activity.achievements.map((row) => row.points)).toEqual([50]);
    expect(sumOf(activity)).toBe(await totalPointsOf(ada.id));
  });
});
