/**
 * Rounds of parallel writes on the same few users over real HTTP (submissions, skills,
 * enrollments, unenrollments, awards, revocations, rule and points edits), then every stored
 * figure is compared with an oracle computed in JavaScript from the raw rows and the rules of
 * docs/product.md#points-and-rank (`oracle.ts`, not the production SQL). Races only show on PostgreSQL, which runs
 * transactions in parallel; on PGlite the same rounds run one transaction at a time.
 */
import { describe, expect, it } from 'vitest';
import { BUSY } from '../../contracts/messages.js';
import { createAchievement, createCourse, createProject, createSkill, createUser, STUDENT_PASSWORD } from './factories.js';
import { useTestApp } from './harness.js';
import { adminToken, userToken } from './http.js';
import { findDrift } from '../modules/progress/check.js';
import { differencesFromRows } from './oracle.js';
import { randomGenerator } from './random.js';

const t = useTestApp();
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 12);
const PER_ROUND = 24;

let base = '';
/** useTestApp boots the app in beforeEach: listen on a real port the first time a test needs it. */
async function listening() {
  base ||= await t.app.listen({ port: 0, host: '127.0.0.1' });
}

async function send(method: string, path: string, token: string | undefined, body?: unknown) {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text };
}

describe('parallel writes on the same users', () => {
  it(`keep every figure exact over ${ROUNDS} rounds of ${PER_ROUND} parallel calls`, { timeout: 240_000 }, async () => {
    await listening();
    const random = randomGenerator(Number(process.env.RACE_SEED ?? 7));
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const admin = await adminToken(t.app);

    const courseList = [await createCourse(t.db), await createCourse(t.db), await createCourse(t.db)];
    const projectList: Awaited<ReturnType<typeof createProject>>[] = [];
    for (const course of courseList)
      for (let i = 0; i < 4; i++) projectList.push(await createProject(t.db, course.id, { pointsValue: 5 * (i + 1) }));
    const skillList = [await createSkill(t.db), await createSkill(t.db), await createSkill(t.db), await createSkill(t.db)];
    const manual = await createAchievement(t.db, { manual: true, points: 40 });
    const rules = [
      await createAchievement(t.db, { manual: false, ruleMetric: 'projects_count', ruleThreshold: 2, points: 15 }),
      await createAchievement(t.db, { manual: false, ruleMetric: 'courses_count', ruleThreshold: 2, points: 20 }),
      await createAchievement(t.db, { manual: false, ruleMetric: 'skills_count', ruleThreshold: 2, points: 5 }),
      await createAchievement(t.db, { manual: false, ruleMetric: 'project_points', ruleThreshold: 20, points: 9 }),
    ];
    const people: (Awaited<ReturnType<typeof createUser>> & { token: string })[] = [];
    for (let i = 0; i < 4; i++) {
      const user = await createUser(t.db);
      people.push({ ...user, token: await userToken(t.app, user.email, STUDENT_PASSWORD) });
    }

    const operations: (() => Promise<{ status: number; body: string }>)[] = [
      () =>
        send('POST', '/api/admin/enrollment/enroll', admin, {
          user_id: pick(people).id,
          course_id: pick(courseList).id,
          price: 100,
        }),
      () =>
        send('POST', '/api/admin/enrollment/unenroll', admin, {
          user_id: pick(people).id,
          course_id: pick(courseList).id,
          confirm: random() < 0.7,
        }),
      () => {
        const person = pick(people);
        return send('POST', '/api/front/user-projects', person.token, {
          project_id: pick(projectList).id,
          url: 'https://example.com/s',
        });
      },
      () =>
        send('POST', '/api/admin/user-projects/add', admin, {
          user_id: pick(people).id,
          project_id: pick(projectList).id,
          url: 'https://example.com/a',
        }),
      () =>
        send('POST', '/api/admin/user-projects/delete', admin, {
          user_id: pick(people).id,
          project_id: pick(projectList).id,
        }),
      () => {
        const person = pick(people);
        return send('PUT', '/api/front/user-skills', person.token, {
          skill_ids: skillList.filter(() => random() < 0.5).map((s) => s.id),
        });
      },
      () => send('POST', `/api/admin/users/${pick(people).id}/achievements`, admin, { achievement_id: manual.id }),
      () => send('DELETE', `/api/admin/users/${pick(people).id}/achievements/${manual.id}`, admin),
      () => {
        const rule = pick(rules);
        return send('PUT', `/api/admin/achievements/${rule.id}`, admin, {
          name: rule.name,
          description: rule.description,
          points: rule.points,
          rule_metric: rule.ruleMetric,
          rule_threshold: 1 + Math.floor(random() * (rule.ruleMetric === 'project_points' ? 40 : 3)),
        });
      },
      () => {
        const project = pick(projectList);
        return send('PUT', `/api/admin/project/update/${project.id}`, admin, {
          name: project.name,
          course_id: project.courseId,
          points_value: Math.floor(random() * 30),
        });
      },
    ];

    const statuses = new Map<number, number>();
    const unexpected: string[] = [];
    let busy = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const replies = await Promise.all(Array.from({ length: PER_ROUND }, () => pick(operations)()));
      for (const reply of replies) {
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        if (![200, 201, 404, 409].includes(reply.status)) unexpected.push(`${reply.status} ${reply.body}`);
        if (reply.body.includes(BUSY)) busy++;
      }
    }
    console.log(
      `race rounds: ${ROUNDS} x ${PER_ROUND} calls, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${busy} x 409 busy after retries`,
    );
    expect(unexpected).toEqual([]);
    expect((statuses.get(200) ?? 0) + (statuses.get(201) ?? 0)).toBeGreaterThan(ROUNDS * 5);
    expect(await differencesFromRows(t.db)).toEqual([]);
    // And `npm run db:check` finds nothing: the deltas writes add agree with the recount.
    expect(await findDrift(t.db)).toEqual([]);
  });

  it('lets 30 parallel skill saves by one student all succeed, the last one winning', async () => {
    await listening();
    const user = await createUser(t.db);
    const token = await userToken(t.app, user.email, STUDENT_PASSWORD);
    const skillList = await Promise.all([1, 2, 3].map(() => createSkill(t.db)));
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => send('PUT', '/api/front/user-skills', token, { skill_ids: [skillList[i % 3].id] })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(await differencesFromRows(t.db)).toEqual([]);
  });
});
