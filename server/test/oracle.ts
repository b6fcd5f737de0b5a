/**
 * What the rows imply, computed here in JavaScript from the raw tables and the rules of docs/product.md
 * section 5, independently of the production SQL (modules/progress): the oracle that tests compare
 * every stored figure, counter, award and title with. Returns one line per difference.
 */
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client.js';
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

type Metric = 'projects_count' | 'courses_count' | 'project_points' | 'skills_count';

type Rows = Awaited<ReturnType<typeof loadRows>>;

async function loadRows(db: Database) {
  const [users_, courses_, projects_, achievements_, skills_, enrollments_, submissions, awards, skillPicks] = await Promise.all([
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
  return {
    projectById: new Map(projects_.map((p) => [p.id, p])),
    achievementById: new Map(achievements_.map((a) => [a.id, a])),
    users: users_,
    courses: courses_,
    projects: projects_,
    achievements: achievements_,
    skills: skills_,
    enrollments: enrollments_,
    submissions,
    awards,
    skillPicks,
  };
}

/** One user's figures as the rows imply them (not as stored). */
function figuresOf(rows: Rows, user: Rows['users'][number]) {
  const { projectById, achievementById } = rows;
  const own = rows.submissions.filter((s) => s.userId === user.id);
  const held = rows.awards.filter((a) => a.userId === user.id);
  const courseIds = new Set(rows.enrollments.filter((e) => e.userId === user.id).map((e) => e.courseId));
  const projectPoints = own.reduce((sum, s) => sum + projectById.get(s.projectId)!.pointsValue, 0);
  const awardPoints = held.reduce((sum, a) => sum + achievementById.get(a.achievementId)!.points, 0);
  const pointTimes = [
    ...own.filter((s) => projectById.get(s.projectId)!.pointsValue > 0).map((s) => s.createdAt.getTime()),
    ...held.map((a) => a.earnedAt.getTime()),
  ];
  const metrics: Record<Metric, number> = {
    projects_count: own.length,
    courses_count: courseIds.size,
    project_points: projectPoints,
    skills_count: rows.skillPicks.filter((s) => s.userId === user.id).length,
  };
  return {
    id: user.id,
    own,
    held,
    courseIds,
    metrics,
    totalPoints: projectPoints + awardPoints,
    pointsChangedAt: pointTimes.length ? Math.max(...pointTimes) : user.createdAt.getTime(),
  };
}

/**
 * Every student's total points and the time they last changed, from the rows, in leaderboard
 * order (docs/product.md#points-and-rank: most points first, then who got there first, then the lower id).
 */
export async function rankingFromRows(db: Database) {
  const rows = await loadRows(db);
  return rows.users
    .map((user) => figuresOf(rows, user))
    .sort((a, b) => b.totalPoints - a.totalPoints || a.pointsChangedAt - b.pointsChangedAt || a.id - b.id)
    .map(({ id, totalPoints, pointsChangedAt }) => ({ id, totalPoints, pointsChangedAt }));
}

export async function differencesFromRows(db: Database) {
  const rows = await loadRows(db);
  const { courses: courseRows, projects: projectRows, achievements: achievementRows, skills: skillRows } = rows;
  const { enrollments: enrollmentRows, submissions: submissionRows, awards: awardRows, skillPicks } = rows;
  const { projectById, achievementById } = rows;
  const problems: string[] = [];
  const expect_ = (what: string, stored: unknown, expected: unknown) => {
    if (String(stored) !== String(expected)) problems.push(`${what}: stored ${String(stored)}, rows imply ${String(expected)}`);
  };

  for (const user of rows.users) {
    const { own, held, courseIds, metrics, totalPoints, pointsChangedAt } = figuresOf(rows, user);
    for (const achievement of achievementRows.filter((a) => !a.manual)) {
      const meets = metrics[achievement.ruleMetric as Metric] >= achievement.ruleThreshold!;
      const has = held.some((a) => a.achievementId === achievement.id);
      if (meets !== has) problems.push(`user ${user.id} ${has ? 'holds' : 'lacks'} automatic achievement ${achievement.id}`);
    }
    for (const submission of own) {
      if (!courseIds.has(projectById.get(submission.projectId)!.courseId))
        problems.push(`user ${user.id} keeps submission ${submission.id} of a course they left`);
    }
    expect_(`user ${user.id} total_points`, user.totalPoints, totalPoints);
    expect_(`user ${user.id} project_points`, user.projectPoints, metrics.project_points);
    expect_(`user ${user.id} projects_count`, user.projectsCount, metrics.projects_count);
    expect_(`user ${user.id} courses_count`, user.coursesCount, metrics.courses_count);
    expect_(`user ${user.id} skills_count`, user.skillsCount, metrics.skills_count);
    expect_(`user ${user.id} points_changed_at`, user.pointsChangedAt.getTime(), pointsChangedAt);
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
