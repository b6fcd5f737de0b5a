/**
 * Single-line text loses invisible controls before it is checked (docs/decisions.md, "Single-line
 * text is cleaned of invisible controls"), through every way a name comes in: the forms' JSON and
 * the cohort CSV.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../contracts/form-messages.js';
import { courses, skills, users } from '../../db/schema.js';
import { digestTables } from '../../test/digest.js';
import { createCourse, createUser, STUDENT_PASSWORD } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';

const t = useTestApp();

/** What a spoofer types: a right-to-left override, a NUL, a line separator, an isolate. */
const SPOOFED = '\u202eMona\u0000 Adel\u2028\u2066';
const PERSIAN = 'محمد\u200Cعلي';

describe('names through the API', () => {
  it('are stored without controls, and the letter and folded name follow the cleaned name', async () => {
    const user = await createUser(t.db);
    const token = await userToken(t.app, user.email, STUDENT_PASSWORD);
    const reply = await call(t.app, 'PUT', '/api/user/profile/update', { token, body: { name: SPOOFED } });
    expect(reply.status).toBe(200);
    expect(reply.body.user.name).toBe('Mona Adel');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Mona Adel', nameInitial: 'M', nameFolded: 'mona adel' });
  });

  it('keep the ZWNJ of a Persian name (and ZWJ, LRM, RLM)', async () => {
    const token = await adminToken(t.app);
    const name = `${PERSIAN} \u200d\u200e\u200f`.trim();
    const reply = await call(t.app, 'POST', '/api/admin/user/add', {
      token,
      body: { name, email: 'mohammad@academy.test', password: 'secret123' },
    });
    expect(reply.status).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'mohammad@academy.test'));
    expect(row.name).toBe(name);
    expect(row.name).toContain('\u200c');
  });

  it('of nothing but controls answer the required message with 422 and change nothing', async () => {
    const user = await createUser(t.db);
    const token = await userToken(t.app, user.email, STUDENT_PASSWORD);
    const admin = await adminToken(t.app);
    const before = await digestTables(t.db);
    const profile = await call(t.app, 'PUT', '/api/user/profile/update', { token, body: { name: '\u202e\u0000\u2066\u0085' } });
    expect(profile).toMatchObject({ status: 422, body: { errors: { name: [VALIDATION.required] } } });
    const skill = await call(t.app, 'POST', '/api/admin/skills', { token: admin, body: { name: '\u202e\u2069' } });
    expect(skill).toMatchObject({ status: 422, body: { errors: { name: [VALIDATION.nameRequired] } } });
    expect(await digestTables(t.db)).toEqual(before);
  });

  it('titles and names of the admin forms are cleaned too', async () => {
    const token = await adminToken(t.app);
    expect((await call(t.app, 'POST', '/api/admin/skills', { token, body: { name: '\u202eReact\u0007' } })).status).toBe(201);
    expect((await call(t.app, 'POST', '/api/admin/course/add', { token, body: { title: 'Web\u2067 Basics' } })).status).toBe(201);
    expect((await t.db.select({ name: skills.name }).from(skills)).map((s) => s.name)).toEqual(['React']);
    expect((await t.db.select({ title: courses.title }).from(courses)).map((c) => c.title)).toEqual(['Web Basics']);
  });
});

describe('names through the cohort CSV', () => {
  it('are cleaned as the forms clean them, and a course title with controls finds its course', async () => {
    const token = await adminToken(t.app);
    const web = await createCourse(t.db, { title: 'Web Basics' });
    const csv = [
      'name,email,courses',
      `"${SPOOFED}",mona@academy.test,Web\u202e Basics:100`,
      `\u202e\u0001,empty@academy.test,`,
    ].join('\n');
    const reply = await call(t.app, 'POST', '/api/admin/import/users/preview', { token, body: { csv } });
    expect(reply.status).toBe(200);
    expect(reply.body.rows[0]).toMatchObject({
      name: 'Mona Adel',
      enrollments: [{ course_id: web.id, title: 'Web Basics' }],
      errors: [],
    });
    expect(reply.body.rows[1]).toMatchObject({ name: '', errors: [{ column: 'name', message: VALIDATION.required }] });
    expect(await t.db.select().from(users).orderBy(asc(users.id))).toEqual([]);
  });
});
