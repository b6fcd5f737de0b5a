/**
 * Bulk actions racing single changes on the same users over real HTTP: bulk enrolls and bulk
 * awards against single enrolls, unenrolls (with submissions), submissions, awards and
 * revocations. Afterwards every stored figure equals the oracle (test/oracle.ts, computed in
 * JavaScript from the raw rows), no call answered 5xx, and each bulk answer adds up. Races only
 * show on PostgreSQL: `PGPORT=... bash scripts/with-postgres.sh npx vitest run --project 'server*' <this file>`.
 */
import { describe, expect, it } from 'vitest';
import { createAchievement, createCourse, createProject, createUser } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken } from '../../test/http.js';
import { outcomeOf, waitForJob } from '../../test/jobs.js';
import { differencesFromRows } from '../../test/oracle.js';
import { randomGenerator } from '../../test/random.js';

const t = useTestApp();
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 10);
const PER_ROUND = 20;

let base = '';
async function listening() {
  base ||= await t.app.listen({ port: 0, host: '127.0.0.1' });
}

async function send(path: string, token: string, body?: unknown, method = 'POST') {
  const response = await fetch(base + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // A bulk action answers 202 with a job: its outcome is what the race is about.
  if (response.status === 202) {
    const outcome = outcomeOf(await waitForJob(t.app, token, JSON.parse(text).job.id));
    return { path, status: outcome.status, body: JSON.stringify(outcome.body) };
  }
  return { path, status: response.status, body: text };
}

describe('bulk actions racing single changes', () => {
  it(`keep every figure exact over ${ROUNDS} rounds of ${PER_ROUND} parallel calls`, { timeout: 240_000 }, async () => {
    await listening();
    const random = randomGenerator(Number(process.env.RACE_SEED ?? 14));
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const admin = await adminToken(t.app);

    const courseList = [await createCourse(t.db), await createCourse(t.db)];
    const projectList = await Promise.all(courseList.map((course) => createProject(t.db, course.id, { pointsValue: 10 })));
    const manual = await createAchievement(t.db, { manual: true, points: 25 });
    await createAchievement(t.db, { manual: false, ruleMetric: 'courses_count', ruleThreshold: 2, points: 20 });
    await createAchievement(t.db, { manual: false, ruleMetric: 'project_points', ruleThreshold: 10, points: 5 });
    const people: Awaited<ReturnType<typeof createUser>>[] = [];
    for (let i = 0; i < 8; i++) people.push(await createUser(t.db, { email: `race${i}@bulk.test` }));
    const some = () => people.filter(() => random() < 0.6).map((user) => user.id);
    const userIds = () => [...some(), people[0].id, 999_999];

    const operations = [
      () => send('/api/admin/users/bulk/enroll', admin, { user_ids: userIds(), course_id: pick(courseList).id, price: 50 }),
      () => send('/api/admin/users/bulk/enroll', admin, { search: 'bulk.test', course_id: pick(courseList).id, price: 0 }),
      () => send('/api/admin/users/bulk/achievement', admin, { user_ids: userIds(), achievement_id: manual.id }),
      () => send('/api/admin/enrollment/enroll', admin, { user_id: pick(people).id, course_id: pick(courseList).id, price: 70 }),
      () =>
        send('/api/admin/enrollment/unenroll', admin, {
          user_id: pick(people).id,
          course_id: pick(courseList).id,
          confirm: true,
        }),
      () =>
        send('/api/admin/enrollment/unenroll', admin, {
          user_id: pick(people).id,
          course_id: pick(courseList).id,
          confirm: true,
        }),
      () =>
        send('/api/admin/user-projects/add', admin, {
          user_id: pick(people).id,
          project_id: pick(projectList).id,
          url: 'https://example.com/race',
        }),
      () => send(`/api/admin/users/${pick(people).id}/achievements/${manual.id}`, admin, undefined, 'DELETE'),
    ];

    const unexpected: string[] = [];
    const statuses = new Map<number, number>();
    let bulkAnswers = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const replies = await Promise.all(Array.from({ length: PER_ROUND }, () => pick(operations)()));
      for (const reply of replies) {
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        if (![200, 201, 404, 409].includes(reply.status)) unexpected.push(`${reply.status} ${reply.path} ${reply.body}`);
        if (reply.path.includes('/bulk/') && reply.status === 200) {
          const answer = JSON.parse(reply.body);
          bulkAnswers++;
          if (answer.changed + answer.refused.length !== answer.requested) unexpected.push(`bulk sums: ${reply.body}`);
        }
      }
    }
    console.log(`bulk race: ${ROUNDS} x ${PER_ROUND} calls, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(unexpected).toEqual([]);
    expect(bulkAnswers).toBeGreaterThan(ROUNDS);
    expect(await differencesFromRows(t.db)).toEqual([]);
  });
});
