/**
 * The audit trail: every admin write leaves exactly one line naming the admin, the kind of record,
 * its id and its fields before -> after. The oracle is what each test sent and what it put in the
 * database beforehand, read back from the audit_log table; a refused write leaves no line.
 */
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUDIT } from '../../../contracts/admin-messages.js';
import { AUTH } from '../../../contracts/messages.js';
import { VALIDATION } from '../../../contracts/form-messages.js';
import { auditLog, users } from '../../db/schema.js';
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
import { SUPER_ADMIN, useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken, type Reply } from '../../test/http.js';

const t = useTestApp();

/** A plain admin, so each line is checked against an admin other than the super admin. */
const STAFF = { name: 'Sara Staff', email: 'sara@academy.test', password: 'staff-pass-1' };
let staff: { id: number; token: string };

beforeEach(async () => {
  const added = await call(t.app, 'POST', '/api/admin/admin/add', { token: await adminToken(t.app), body: STAFF });
  staff = { id: added.body.admin.id, token: await adminToken(t.app, STAFF) };
});

const logRows = () => t.db.select().from(auditLog).orderBy(asc(auditLog.id));

/** Runs one write and returns the single line it added (fails on none or several). */
async function oneLine(write: () => Promise<Reply>, status = 200) {
  const count = (await logRows()).length;
  const reply = await write();
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  const rows = await logRows();
  expect(rows.length - count).toBe(1);
  const line = rows[rows.length - 1];
  expect(line).toMatchObject({ adminId: staff.id, adminName: STAFF.name });
  return { reply, line };
}

/** Runs a refused write and checks it left no line. */
async function noLine(write: () => Promise<Reply>, status: number) {
  const count = (await logRows()).length;
  const reply = await write();
  expect(reply.status).toBe(status);
  expect((await logRows()).length).toBe(count);
}

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => () =>
  call(t.app, method, url, { token: staff.token, body });

describe('courses, projects and skills', () => {
  it('records add, edit and delete of a course with its fields before -> after', async () => {
    const sent = { title: 'Web Basics', description: 'HTML and CSS', image: null, link: 'https://academy.test/web' };
    const added = await oneLine(as('POST', '/api/admin/course/add', sent), 201);
    const id = added.reply.body.course.id;
    expect(added.line).toMatchObject({ action: 'create', entity: 'course', entityId: id, before: null, after: { id, ...sent } });
    expect(added.line.summary).toBe('Added course Web Basics');

    const edit = { ...sent, title: 'Web Foundations', link: null };
    const updated = await oneLine(as('PUT', `/api/admin/course/update/${id}`, edit));
    expect(updated.line).toMatchObject({
      action: 'update',
      entity: 'course',
      entityId: id,
      before: { id, ...sent },
      after: { id, ...edit },
    });

    const removed = await oneLine(as('DELETE', `/api/admin/course/delete/${id}`));
    expect(removed.line).toMatchObject({
      action: 'delete',
      entity: 'course',
      entityId: id,
      before: { id, ...edit },
      after: null,
    });
  });

  it('records projects with their course, and skills', async () => {
    const course = await createCourse(t.db, { title: 'Node' });
    const sent = { name: 'API', course_id: course.id, points_value: 30 };
    const added = await oneLine(as('POST', '/api/admin/project/add', sent), 201);
    const id = added.reply.body.project.id;
    const was = { id, name: 'API', course_id: course.id, course_title: 'Node', points_value: 30 };
    expect(added.line).toMatchObject({ action: 'create', entity: 'project', entityId: id, before: null, after: was });
    const updated = await oneLine(as('PUT', `/api/admin/project/update/${id}`, { ...sent, points_value: 45 }));
    expect(updated.line).toMatchObject({ action: 'update', before: was, after: { ...was, points_value: 45 } });
    const removed = await oneLine(as('POST', `/api/admin/project/delete/${id}`));
    expect(removed.line).toMatchObject({ action: 'delete', entityId: id, before: { ...was, points_value: 45 }, after: null });

    const skill = await oneLine(as('POST', '/api/admin/skills', { name: 'React' }), 201);
    const skillId = skill.reply.body.skill.id;
    expect(skill.line).toMatchObject({
      action: 'create',
      entity: 'skill',
      entityId: skillId,
      after: { id: skillId, name: 'React' },
    });
    const renamed = await oneLine(as('PUT', `/api/admin/skills/${skillId}`, { name: 'React 19' }));
    expect(renamed.line).toMatchObject({ before: { name: 'React' }, after: { name: 'React 19' } });
    const gone = await oneLine(as('DELETE', `/api/admin/skills/${skillId}`));
    expect(gone.line).toMatchObject({
      action: 'delete',
      entity: 'skill',
      before: { id: skillId, name: 'React 19' },
      after: null,
    });
  });

  it('leaves no line for a refused write (422, 409, 404)', async () => {
    const course = await createCourse(t.db, { title: 'Taken' });
    await noLine(as('POST', '/api/admin/course/add', { title: 'TAKEN' }), 422);
    await noLine(as('POST', '/api/admin/course/add', { title: '' }), 422);
    const user = await createUser(t.db);
    await enroll(t.db, user.id, course.id);
    await noLine(as('DELETE', `/api/admin/course/delete/${course.id}`), 409);
    await noLine(as('PUT', '/api/admin/course/update/9999', { title: 'Nope' }), 404);
    await noLine(as('POST', '/api/admin/enrollment/enroll', { user_id: user.id, course_id: course.id, price: 10 }), 409);
    await noLine(as('POST', '/api/admin/enrollment/unenroll', { user_id: user.id, course_id: course.id, refund: 5000 }), 422);
    const project = await createProject(t.db, course.id);
    await submit(t.db, user.id, project.id);
    await noLine(as('POST', '/api/admin/enrollment/unenroll', { user_id: user.id, course_id: course.id }), 409);
    await noLine(as('DELETE', `/api/admin/admin/delete/${staff.id}`), 409);
  });
});

describe('enrollments and submissions', () => {
  it('records an enrollment with its price, and an unenrollment with its refund and removed submissions', async () => {
    const user = await createUser(t.db, { name: 'Sara Ali' });
    const course = await createCourse(t.db, { title: 'Web Basics' });
    const enrolled = await oneLine(
      as('POST', '/api/admin/enrollment/enroll', { user_id: user.id, course_id: course.id, price: 1200, got_discount: true }),
      201,
    );
    expect(enrolled.line.summary).toBe('Enrolled Sara Ali in Web Basics for 1,200.00 EGP (discount)');
    const enrollment = { user_id: user.id, user_name: 'Sara Ali', course_id: course.id, course_title: 'Web Basics' };
    expect(enrolled.line).toMatchObject({
      action: 'enroll',
      entity: 'enrollment',
      before: null,
      after: { ...enrollment, price: 1200, got_discount: true },
    });
    expect(enrolled.line.entityId).toEqual(expect.any(Number));

    const project = await createProject(t.db, course.id, { pointsValue: 20 });
    await submit(t.db, user.id, project.id);
    const left = await oneLine(
      as('POST', '/api/admin/enrollment/unenroll', { user_id: user.id, course_id: course.id, confirm: true, refund: 200 }),
    );
    expect(left.line).toMatchObject({
      action: 'unenroll',
      entity: 'enrollment',
      entityId: enrolled.line.entityId,
      before: { ...enrollment, price: 1200, got_discount: true, submissions: 1 },
      after: { refund: 200, submissions_removed: 1 },
    });
    expect(left.line.summary).toBe('Unenrolled Sara Ali from Web Basics (refund 200.00 EGP), removing 1 submission');
  });

  it("records an admin's add, URL edit and removal of a user's project", async () => {
    const user = await createUser(t.db, { name: 'Omar' });
    const course = await createCourse(t.db, { title: 'Node' });
    const project = await createProject(t.db, course.id, { name: 'CLI', pointsValue: 15 });
    await enroll(t.db, user.id, course.id);
    const url = 'https://github.com/omar/cli';
    const added = await oneLine(
      as('POST', '/api/admin/user-projects/add', { user_id: user.id, project_id: project.id, url }),
      201,
    );
    const id = added.reply.body.project.id;
    const was = { id, user_id: user.id, user_name: 'Omar', project_id: project.id, project_name: 'CLI', course_title: 'Node' };
    expect(added.line).toMatchObject({
      action: 'create',
      entity: 'submission',
      entityId: id,
      before: null,
      after: { ...was, url },
    });
    const newUrl = 'https://github.com/omar/cli-v2';
    const edited = await oneLine(as('PUT', '/api/admin/user-projects/update', { id, user_id: user.id, url: newUrl }));
    expect(edited.line).toMatchObject({ action: 'update', before: { ...was, url }, after: { ...was, url: newUrl } });
    const removed = await oneLine(as('POST', '/api/admin/user-projects/delete', { user_id: user.id, project_id: project.id }));
    expect(removed.line).toMatchObject({ action: 'delete', entityId: id, before: { ...was, url: newUrl }, after: null });
  });

  it("a student's own submission is not an admin write: no line", async () => {
    const user = await createUser(t.db);
    const course = await createCourse(t.db);
    const project = await createProject(t.db, course.id);
    await enroll(t.db, user.id, course.id);
    const token = await userToken(t.app, user.email, STUDENT_PASSWORD);
    const count = (await logRows()).length;
    const reply = await call(t.app, 'POST', '/api/front/user-projects', {
      token,
      body: { project_id: project.id, url: 'https://x.test/a' },
    });
    expect(reply.status).toBe(201);
    expect((await logRows()).length).toBe(count);
  });
});

describe('achievements', () => {
  it('records create, a rule change and delete', async () => {
    const sent = {
      name: 'Builder',
      description: 'Three projects',
      points: 40,
      manual: false,
      rule_metric: 'projects_count',
      rule_threshold: 3,
    };
    const added = await oneLine(as('POST', '/api/admin/achievements', sent), 201);
    const id = added.reply.body.achievement.id;
    const was = {
      id,
      name: 'Builder',
      description: 'Three projects',
      points: 40,
      manual: 0,
      rule_metric: 'projects_count',
      rule_threshold: 3,
      badge: null,
    };
    expect(added.line).toMatchObject({ action: 'create', entity: 'achievement', entityId: id, before: null, after: was });
    const edit = { name: 'Builder', description: 'Five projects', points: 40, rule_threshold: 5 };
    const updated = await oneLine(as('PUT', `/api/admin/achievements/${id}`, edit));
    expect(updated.line).toMatchObject({ before: was, after: { ...was, description: 'Five projects', rule_threshold: 5 } });
    expect(updated.line.summary).toBe('Edited achievement Builder (rule changed)');
    const removed = await oneLine(as('DELETE', `/api/admin/achievements/${id}`));
    expect(removed.line).toMatchObject({ action: 'delete', entityId: id, after: null });
  });

  it('records giving and revoking a manual achievement on the user', async () => {
    const user = await createUser(t.db, { name: 'Mona' });
    const achievement = await createAchievement(t.db, { name: 'Helper', points: 25 });
    const given = await oneLine(as('POST', `/api/admin/users/${user.id}/achievements`, { achievement_id: achievement.id }), 201);
    const held = { id: achievement.id, name: 'Helper', points: 25 };
    expect(given.line).toMatchObject({ action: 'award', entity: 'user', entityId: user.id, after: { achievement: held } });
    expect(given.line.summary).toBe('Gave achievement Helper to Mona');
    await noLine(as('POST', `/api/admin/users/${user.id}/achievements`, { achievement_id: achievement.id }), 409);
    const revoked = await oneLine(as('DELETE', `/api/admin/users/${user.id}/achievements/${achievement.id}`));
    expect(revoked.line).toMatchObject({ action: 'revoke', entity: 'user', entityId: user.id, before: { achievement: held } });
    const other = await createAchievement(t.db, { manual: false });
    await award(t.db, user.id, other.id);
    await noLine(as('DELETE', `/api/admin/users/${user.id}/achievements/${other.id}`), 409);
  });
});

describe('accounts', () => {
  it('records users and admins, a new password as "changed", and never a password or its hash', async () => {
    const sent = { name: 'Nour', email: 'nour@academy.test', password: 'first-pass', bio: 'Hi' };
    const added = await oneLine(as('POST', '/api/admin/user/add', sent), 201);
    const id = added.reply.body.user.id;
    expect(added.line).toMatchObject({ action: 'create', entity: 'user', entityId: id, before: null });
    expect(added.line.after).toMatchObject({ id, name: 'Nour', email: 'nour@academy.test', bio: 'Hi', title: null });
    const edit = { name: 'Nour A.', email: 'nour@academy.test', password: 'second-pass', bio: 'Hi' };
    const updated = await oneLine(as('PUT', `/api/admin/user/update/${id}`, edit));
    expect(updated.line.before).toMatchObject({ name: 'Nour' });
    expect(updated.line.before).not.toHaveProperty('password');
    expect(updated.line.after).toMatchObject({ name: 'Nour A.', password: 'changed' });
    const keep = await oneLine(as('PUT', `/api/admin/user/update/${id}`, { ...edit, password: '' }));
    expect(keep.line.after).not.toHaveProperty('password');
    const removed = await oneLine(as('DELETE', `/api/admin/user/delete/${id}`));
    expect(removed.line).toMatchObject({ action: 'delete', entityId: id, before: { name: 'Nour A.' }, after: null });

    const admin = await oneLine(
      as('POST', '/api/admin/admin/add', { name: 'Ali', email: 'ali@academy.test', password: 'admin-pass' }),
      201,
    );
    const adminId = admin.reply.body.admin.id;
    const wasAdmin = { id: adminId, name: 'Ali', email: 'ali@academy.test', is_super: false };
    expect(admin.line).toMatchObject({ action: 'create', entity: 'admin', entityId: adminId, before: null, after: wasAdmin });
    const renamed = await oneLine(
      as('PUT', `/api/admin/admin/update/${adminId}`, { name: 'Ali H.', email: 'ali@academy.test', password: 'admin-pass-2' }),
    );
    expect(renamed.line).toMatchObject({ before: wasAdmin, after: { ...wasAdmin, name: 'Ali H.', password: 'changed' } });
    const gone = await oneLine(as('DELETE', `/api/admin/admin/delete/${adminId}`));
    expect(gone.line).toMatchObject({ action: 'delete', entity: 'admin', entityId: adminId, after: null });

    const everything = JSON.stringify(await logRows());
    for (const secret of ['first-pass', 'second-pass', 'admin-pass', STAFF.password, '$argon2'])
      expect(everything).not.toContain(secret);
    const hashes = await t.db.select({ hash: users.passwordHash }).from(users);
    for (const { hash } of hashes) expect(everything).not.toContain(hash);
    const listed = await call(t.app, 'GET', '/api/admin/audit-log?per_page=1000', { token: staff.token });
    expect(JSON.stringify(listed.body)).not.toContain('$argon2');
  });

  it('keeps the admin name a line was written under after the admin is renamed or deleted', async () => {
    await oneLine(as('POST', '/api/admin/skills', { name: 'Go' }), 201);
    const root = await adminToken(t.app);
    await call(t.app, 'DELETE', `/api/admin/admin/delete/${staff.id}`, { token: root });
    const [line] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'skill'));
    expect(line).toMatchObject({ adminId: null, adminName: STAFF.name, summary: 'Added skill Go' });
  });
});

describe('GET /api/admin/audit-log', () => {
  async function scene() {
    await oneLine(as('POST', '/api/admin/skills', { name: 'CSS' }), 201);
    await oneLine(as('POST', '/api/admin/course/add', { title: 'Design' }), 201);
    const root = await adminToken(t.app);
    await call(t.app, 'POST', '/api/admin/skills', { token: root, body: { name: 'SQL' } });
    return root;
  }
  const list = (query: string, token = staff.token) => call(t.app, 'GET', `/api/admin/audit-log${query}`, { token });

  it('lists newest first, one page with meta, and pages', async () => {
    await scene();
    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ total: 4, page: 1, per_page: 10 });
    expect(all.body.entries.map((entry: { summary: string }) => entry.summary)).toEqual([
      'Added skill SQL',
      'Added course Design',
      'Added skill CSS',
      `Added admin ${STAFF.name} (${STAFF.email})`,
    ]);
    expect(all.body.entries[0]).toMatchObject({
      admin_name: SUPER_ADMIN.name,
      action: 'create',
      entity: 'skill',
      before: null,
      after: { name: 'SQL' },
    });
    const second = await list('?page=2&per_page=3');
    expect(second.body.meta).toEqual({ total: 4, page: 2, per_page: 3 });
    expect(second.body.entries.map((entry: { summary: string }) => entry.summary)).toEqual([
      `Added admin ${STAFF.name} (${STAFF.email})`,
    ]);
  });

  it('filters by search (summary or admin name), admin, entity, action and dates', async () => {
    await scene();
    const summaries = async (query: string) =>
      (await list(query)).body.entries.map((entry: { summary: string }) => entry.summary);
    expect(await summaries('?search=design')).toEqual(['Added course Design']);
    expect(await summaries('?search=ROOT%20admin')).toEqual(['Added skill SQL', `Added admin ${STAFF.name} (${STAFF.email})`]);
    expect(await summaries(`?admin_id=${staff.id}&entity=skill`)).toEqual(['Added skill CSS']);
    expect(await summaries('?entity=skill&action=create')).toEqual(['Added skill SQL', 'Added skill CSS']);
    expect(await summaries('?action=delete')).toEqual([]);
    expect(await summaries('?search=100%25')).toEqual([]);
    expect((await list('?from=2000-01-01&to=2999-12-31')).body.meta.total).toBe(4);
    expect((await list('?to=2000-01-01')).body.meta.total).toBe(0);
    expect((await list('?from=2999-01-01')).body.meta.total).toBe(0);
    expect((await list('?entity=&action=&from=&to=&admin_id=')).body.meta.total).toBe(4);
  });

  it('refuses bad filters with 422 and a clear message', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['?from=yesterday', { from: [AUDIT.date] }],
      ['?to=2025-13-40', { to: [AUDIT.date] }],
      ['?from=2025-05-02&to=2025-05-01', { to: [AUDIT.dateRange] }],
      ['?entity=Course;DROP', { entity: [AUDIT.entity] }],
      ['?action=1', { action: [AUDIT.action] }],
      ['?admin_id=abc', { admin_id: [VALIDATION.invalidId] }],
      ['?per_page=5000', { per_page: [VALIDATION.perPage] }],
    ];
    for (const [query, errors] of cases) {
      const reply = await list(query);
      expect(reply.status, query).toBe(422);
      expect(reply.body.errors, query).toEqual(errors);
    }
  });

  it('lists the filter choices', async () => {
    await scene();
    const reply = await call(t.app, 'GET', '/api/admin/audit-log/facets', { token: staff.token });
    expect(reply).toEqual({
      status: 200,
      body: {
        admins: [
          { id: 1, name: SUPER_ADMIN.name },
          { id: staff.id, name: STAFF.name },
        ],
        entities: ['admin', 'course', 'skill'],
        actions: ['create'],
      },
    });
  });

  it('is for admins only: 401 without a token, 403 for a student', async () => {
    const user = await createUser(t.db);
    const student = await userToken(t.app, user.email, STUDENT_PASSWORD);
    for (const url of ['/api/admin/audit-log', '/api/admin/audit-log/facets', '/api/admin/me']) {
      expect(await call(t.app, 'GET', url)).toEqual({ status: 401, body: { message: AUTH.unauthenticated } });
      expect(await call(t.app, 'GET', url, { token: student })).toEqual({ status: 403, body: { message: AUTH.forbidden } });
    }
  });
});

describe('GET /api/admin/me', () => {
  it('answers the signed-in admin, with a new name once renamed', async () => {
    const reply = await call(t.app, 'GET', '/api/admin/me', { token: staff.token });
    expect(reply.status).toBe(200);
    expect(reply.body.admin).toMatchObject({ id: staff.id, name: STAFF.name, email: STAFF.email, is_super: false });
    expect(reply.body.admin).not.toHaveProperty('password_hash');
    // The academy's zone, in which the admin area shows its times.
    expect(reply.body.time_zone).toBe(t.config.timeZone);
    const root = await adminToken(t.app);
    await call(t.app, 'PUT', `/api/admin/admin/update/${staff.id}`, {
      token: root,
      body: { name: 'Sara S.', email: STAFF.email },
    });
    expect((await call(t.app, 'GET', '/api/admin/me', { token: staff.token })).body.admin.name).toBe('Sara S.');
  });
});
