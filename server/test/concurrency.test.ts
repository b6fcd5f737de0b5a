/**
 * Rounds of parallel writes on the same few users over real HTTP (submissions, skills,
 * enrollments, unenrollments, awards, revocations, rule and points edits), then every stored
 * figure is compared with an oracle computed here, in JavaScript, from the raw rows and the rules
 * of DESIGN.md section 5 (not with the production SQL). Races only show on PostgreSQL, which runs
 * transactions in parallel; on PGlite the same rounds run one transaction at a time.
 */
import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import {
  achievements,
  courses,
  enrollments,
  projects,
  skills,
  userAchievements,
  userProjects,
  userSkills,
  users,
} from '../db/schema.js';
import { BUSY } from '../../contracts/messages.js';
import type { Database } from '../db/client.js';
import { createAchievement, createCourse, createProject, createSkill, createUser, STUDENT_PASSWORD } from './factories.js';
import { useTestApp } from './harness.js';
import { adminToken, userToken } from './http.js';

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

function randomGenerator(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

type Metric = 'projects_count' | 'courses_count' | 'project_points' | 'skills_count';

/** What the rows imply, computed independently of the server's SQL. */
async function oracle(db: Database) {
  const [userRows, courseRows, projectRows, achievementRows, skillRows, enrollmentRows, submissionRows, awardRows, skillPicks] =
    await Promise.all([
      db.select().from(users).orderBy(asc(users.id)),
      db.select().from(courses),
      db.select().from(projects),
      db.select().from(achievements),
      db.select().from(skills),
      db.select().from(enrollments),
      db.select().from(userProjects),
      db.select().from(userAchievements),
      db.select().from(userSkills),
    ]);
  const projectById = new Map(projectRows.map((p) => [p.id, p]));
  const achievementById = new Map(achievementRows.map((a) => [a.id, a]));
  const problems: string[] = [];
  const expect_ = (what: string, stored: unknown, expected: unknown) => {
    if (String(stored) !== String(expected)) problems.push(`${what}: stored ${String(stored)}, rows imply ${String(expected)}`);
  };

  for (const user of userRows) {
    const own = submissionRows.filter((s) => s.userId === user.id);
    const courseIds = new Set(enrollmentRows.filter((e) => e.userId === user.id).map((e) => e.courseId));
    const projectPoints = own.reduce((sum, s) => sum + projectById.get(s.projectId)!.pointsValue, 0);
    const metrics: Record<Metric, number> = {
      projects_count: own.length,
      courses_count: courseIds.size,
      project_points: projectPoints,
      skills_count: skillPicks.filter((s) => s.userId === user.id).length,
    };
    const held = awardRows.filter((a) => a.userId === user.id);
    for (const achievement of achievementRows.filter((a) => !a.manual)) {
      const meets = metrics[achievement.ruleMetric as Metric] >= achievement.ruleThreshold!;
      const has = held.some((a) => a.achievementId === achievement.id);
      if (meets !== has) problems.push(`user ${user.id} ${has ? 'holds' : 'lacks'} automatic achievement ${achievement.id}`);
    }
    for (const submission of own) {
      if (!courseIds.has(projectById.get(submission.projectId)!.courseId))
        problems.push(`user ${user.id} keeps submission ${submission.id} of a course they left`);
    }
    const awardPoints = held.reduce((sum, a) => sum + achievementById.get(a.achievementId)!.points, 0);
    const pointTimes = [
      ...own.filter((s) => projectById.get(s.projectId)!.pointsValue > 0).map((s) => s.createdAt.getTime()),
      ...held.map((a) => a.earnedAt.getTime()),
    ];
    expect_(`user ${user.id} total_points`, user.totalPoints, projectPoints + awardPoints);
    expect_(`user ${user.id} project_points`, user.projectPoints, projectPoints);
    expect_(`user ${user.id} projects_count`, user.projectsCount, metrics.projects_count);
    expect_(`user ${user.id} courses_count`, user.coursesCount, metrics.courses_count);
    expect_(`user ${user.id} skills_count`, user.skillsCount, metrics.skills_count);
    expect_(
      `user ${user.id} points_changed_at`,
      user.pointsChangedAt.getTime(),
      pointTimes.length ? Math.max(...pointTimes) : user.createdAt.getTime(),
    );
    if (user.title && !held.some((a) => achievementById.get(a.achievementId)!.name === user.title))
      problems.push(`user ${user.id} title '${user.title}' names an achievement not held`);
  }
  for (const course of courseRows) {
    expect_(`course ${course.id} users_count`, course.usersCount, enrollmentRows.filter((e) => e.courseId === course.id).length);
    expect_(
      `course ${course.id} projects_count`,
      course.projectsCount,
      projectRows.filter((p) => p.courseId === course.id).length,
    );
  }
  for (const project of projectRows)
    expect_(
      `project ${project.id} users_count`,
      project.usersCount,
      submissionRows.filter((s) => s.projectId === project.id).length,
    );
  for (const achievement of achievementRows)
    expect_(
      `achievement ${achievement.id} users_count`,
      achievement.usersCount,
      awardRows.filter((a) => a.achievementId === achievement.id).length,
    );
  for (const skill of skillRows)
    expect_(`skill ${skill.id} users_count`, skill.usersCount, skillPicks.filter((s) => s.skillId === skill.id).length);
  return problems;
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
    expect(await oracle(t.db)).toEqual([]);
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
    expect(await oracle(t.db)).toEqual([]);
  });
});
