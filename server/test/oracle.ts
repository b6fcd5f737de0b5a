/**
 * What the rows imply, computed here in JavaScript from the raw tables and the rules of DESIGN.md
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

export async function differencesFromRows(db: Database) {
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
