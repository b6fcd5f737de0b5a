/**
 * Moderation's review queue and the removal of a fake submission (issue 14 item 7): figures
 * checked against the JavaScript oracle of test/oracle.ts and db:check.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../contracts/form-messages.js';
import { MODERATION } from '../../../contracts/admin-messages.js';
import { auditLog, submissionRemovals, userAchievements, userProjects, users } from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';
import { STUDENT_PASSWORD } from '../../test/factories.js';
import { differencesFromRows, rankingFromRows } from '../../test/oracle.js';
import { at, threeStudentsScene } from '../../test/scenes.js';
import { findDrift } from '../progress/check.js';

const t = useTestApp();

const scene = () => threeStudentsScene(t.db);
const stored = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/admin/submissions/latest', () => {
  it('lists every submission newest first with URL, student, course, project and points; one page with meta', async () => {
    const s = await scene();
    const admin = await adminToken(t.app);
    const reply = await call(t.app, 'GET', '/api/admin/submissions/latest', { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.meta).toEqual({ total: 4, page: 1, per_page: 20 });
    expect(reply.body.submissions.map((row: { url: string }) => row.url)).toEqual([
      'https://github.com/sara/shop',
      'https://fake.example/shop',
      'https://github.com/mona/todo',
      'https://github.com/omar/todo',
    ]);
    expect(reply.body.submissions[1]).toEqual({
      id: s.monaShop.id,
      url: 'https://fake.example/shop',
      points: 20,
      created_at: at(3).toISOString(),
      user: { id: s.mona.id, name: 'Mona Fake', email: 'mona@academy.test' },
      course: { id: s.course.id, title: 'React' },
      project: { id: s.shop.id, name: 'Shop' },
    });
    const second = await call(t.app, 'GET', '/api/admin/submissions/latest?page=2&per_page=3', { token: admin });
    expect(second.body.meta).toEqual({ total: 4, page: 2, per_page: 3 });
    expect(second.body.submissions.map((row: { id: number }) => row.id)).toHaveLength(1);
  });

  it('searches the student name or e-mail, the project name and the URL, in any case', async () => {
    await scene();
    const admin = await adminToken(t.app);
    const urls = async (search: string) => {
      const reply = await call(t.app, 'GET', `/api/admin/submissions/latest?search=${encodeURIComponent(search)}`, {
        token: admin,
      });
      expect(reply.status).toBe(200);
      expect(reply.body.meta.total).toBe(reply.body.submissions.length);
      return reply.body.submissions.map((row: { url: string }) => row.url);
    };
    expect(await urls('MONA FAKE')).toEqual(['https://fake.example/shop', 'https://github.com/mona/todo']);
    expect(await urls('omar@academy')).toEqual(['https://github.com/omar/todo']);
    expect(await urls('shop')).toEqual(['https://github.com/sara/shop', 'https://fake.example/shop']);
    expect(await urls('fake.example')).toEqual(['https://fake.example/shop']);
    expect(await urls('100%_')).toEqual([]);
  });

  it('refuses a bad page with 422, no token with 401, a student with 403', async () => {
    await scene();
    const bad = await call(t.app, 'GET', '/api/admin/submissions/latest?page=0', { token: await adminToken(t.app) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.page).toEqual([VALIDATION.pageNumber]);
    expect((await call(t.app, 'GET', '/api/admin/submissions/latest')).status).toBe(401);
    const student = await userToken(t.app, 'omar@academy.test', STUDENT_PASSWORD);
    expect((await call(t.app, 'GET', '/api/admin/submissions/latest', { token: student })).status).toBe(403);
  });
});

describe('POST /api/admin/submissions/:id/remove', () => {
  it('removes the submission: figures, rank and automatic awards as the rows imply; the student sees why', async () => {
    const s = await scene();
    expect((await stored(s.mona.id)).totalPoints).toBe(65);
    const admin = await adminToken(t.app);
    const reply = await call(t.app, 'POST', `/api/admin/submissions/${s.monaShop.id}/remove`, {
      token: admin,
      body: { reason: '  The link is not a project  ' },
    });
    expect(reply).toEqual({ status: 200, body: { message: MODERATION.submissionRemoved } });

    // Independent oracle: every stored figure, counter and award is what the rows imply; db:check agrees.
    expect(await differencesFromRows(t.db)).toEqual([]);
    expect(await findDrift(t.db)).toEqual([]);
    const mona = await stored(s.mona.id);
    expect(mona).toMatchObject({ totalPoints: 30, projectPoints: 30, projectsCount: 1 });
    expect(mona.pointsChangedAt.getTime()).toBe(at(2).getTime());
    const badges = await t.db.select().from(userAchievements).where(eq(userAchievements.userId, s.mona.id));
    expect(badges).toEqual([]);
    expect(await t.db.select().from(userProjects).where(eq(userProjects.id, s.monaShop.id))).toEqual([]);

    // Ranks: the public list follows the oracle's order (Mona 30 from Jan 2 ranks after Omar 30 from Jan 1).
    const ranking = (await rankingFromRows(t.db)).map((row) => row.id);
    const list = await call(t.app, 'GET', '/api/front/users');
    expect(list.body.users.map((u: { id: number }) => u.id)).toEqual(ranking);
    expect(ranking).toEqual([s.omar.id, s.mona.id, s.sara.id]);

    const [removal] = await t.db.select().from(submissionRemovals);
    expect(removal).toMatchObject({
      userId: s.mona.id,
      projectId: s.shop.id,
      projectName: 'Shop',
      courseTitle: 'React',
      url: 'https://fake.example/shop',
      points: 20,
      reason: 'The link is not a project',
      adminId: 1,
    });
    const [line] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'submission'));
    expect(line).toMatchObject({ action: 'remove', entityId: s.monaShop.id, adminName: 'Root Admin' });
    expect(line.summary).toContain('The link is not a project');

    const student = await userToken(t.app, 'mona@academy.test', STUDENT_PASSWORD);
    const seen = await call(t.app, 'GET', '/api/front/user-projects/removed', { token: student });
    expect(seen).toEqual({
      status: 200,
      body: {
        removals: [
          {
            id: removal.id,
            project_name: 'Shop',
            course_title: 'React',
            url: 'https://fake.example/shop',
            points: 20,
            reason: 'The link is not a project',
            submitted_at: at(3).toISOString(),
            removed_at: removal.createdAt.toISOString(),
          },
        ],
      },
    });
    const other = await userToken(t.app, 'omar@academy.test', STUDENT_PASSWORD);
    expect((await call(t.app, 'GET', '/api/front/user-projects/removed', { token: other })).body).toEqual({ removals: [] });
    // The student may submit the project again.
    const again = await call(t.app, 'POST', '/api/front/user-projects', {
      token: student,
      body: { project_id: s.shop.id, url: 'https://github.com/mona/shop' },
    });
    expect(again.status).toBe(201);
  });

  it('refuses a missing, blank or too long reason with 422 and changes nothing', async () => {
    const s = await scene();
    const admin = await adminToken(t.app);
    const cases: [unknown, string][] = [
      [{}, MODERATION.reasonRequired],
      [{ reason: '   ' }, MODERATION.reasonRequired],
      [{ reason: 'x'.repeat(501) }, VALIDATION.tooLong],
      [{ reason: 42 }, VALIDATION.text],
    ];
    for (const [body, message] of cases) {
      const reply = await call(t.app, 'POST', `/api/admin/submissions/${s.monaShop.id}/remove`, { token: admin, body });
      expect(reply.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(reply.body.errors.reason).toEqual([message]);
    }
    const ok = await call(t.app, 'POST', `/api/admin/submissions/${s.monaShop.id}/remove`, {
      token: admin,
      body: { reason: 'y'.repeat(500) },
    });
    expect(ok.status).toBe(200);
    expect(await t.db.select().from(submissionRemovals)).toHaveLength(1);
  });

  it('answers 404 for an unknown or already removed submission, 401/403 for the wrong role', async () => {
    const s = await scene();
    const admin = await adminToken(t.app);
    const body = { reason: 'Fake' };
    expect(await call(t.app, 'POST', '/api/admin/submissions/9999/remove', { token: admin, body })).toEqual({
      status: 404,
      body: { message: MODERATION.submissionNotFound },
    });
    expect((await call(t.app, 'POST', `/api/admin/submissions/${s.monaShop.id}/remove`, { token: admin, body })).status).toBe(
      200,
    );
    expect((await call(t.app, 'POST', `/api/admin/submissions/${s.monaShop.id}/remove`, { token: admin, body })).status).toBe(
      404,
    );
    expect((await call(t.app, 'POST', `/api/admin/submissions/${s.monaTodo.id}/remove`, { body })).status).toBe(401);
    const student = await userToken(t.app, 'mona@academy.test', STUDENT_PASSWORD);
    const asStudent = await call(t.app, 'POST', `/api/admin/submissions/${s.monaTodo.id}/remove`, { token: student, body });
    expect(asStudent.status).toBe(403);
    expect(await t.db.select().from(submissionRemovals)).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/front/user-projects/removed')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/front/user-projects/removed', { token: admin })).status).toBe(403);
  });

  it('two admins removing the same submission at once: one removal, one 404, figures exact', async () => {
    const s = await scene();
    const admin = await adminToken(t.app);
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        call(t.app, 'POST', `/api/admin/submissions/${s.monaShop.id}/remove`, { token: admin, body: { reason: 'Fake' } }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 404, 404]);
    expect(await t.db.select().from(submissionRemovals)).toHaveLength(1);
    expect(await differencesFromRows(t.db)).toEqual([]);
  });
});
