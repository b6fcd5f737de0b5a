import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  createAchievement,
  createCourse,
  createProject,
  createUser,
  enroll,
  STUDENT_PASSWORD,
  submit,
  award,
} from '../../test/factories.js';
import { rows } from '../../db/client.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, userToken } from '../../test/http.js';
import { text } from 'node:stream/consumers';
import { EXPORT_BATCH, exportCsv } from './service.js';

const t = useTestApp();

async function download(name: string, token?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/export/${name}.csv`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return response;
}

/** The CSV read back with papaparse (an independent reader of what the server wrote), past its byte-order mark. */
const table = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, '').replace(/\r\n$/, ''), { newline: '\r\n' }).data;

/**
 * The cells of the file a spreadsheet would run as formulas: those of a ',' reader (papaparse) and
 * those Excel makes in a ';'-separator locale, which cuts each raw line at every ';', tab and line
 * break, quotes or not. A cell is run when it starts, past an opening quote and spaces, with = + - @.
 */
const formulaCells = (csv: string) =>
  [...table(csv).flat(), ...csv.replace(/^\uFEFF/, '').split(/[;\t\r\n]/)].filter((cell) => /^"? *[=+\-@\t\r]/.test(cell));

describe('GET /api/admin/export/{users|enrollments|submissions}.csv', () => {
  it('users: a header and one row per user with points, rank and courses, as created', async () => {
    const token = await adminToken(t.app);
    const web = await createCourse(t.db, { title: 'Web Basics' });
    const py = await createCourse(t.db, { title: 'Python' });
    const project = await createProject(t.db, web.id, { pointsValue: 40 });
    const first = await createUser(t.db, { name: 'Ali', email: 'ali@academy.test' });
    const second = await createUser(t.db, { name: 'Mona', email: 'mona@academy.test' });
    await enroll(t.db, first.id, web.id);
    await enroll(t.db, first.id, py.id, 0);
    await enroll(t.db, second.id, web.id);
    await submit(t.db, second.id, project.id);
    await award(t.db, first.id, (await createAchievement(t.db, { points: 5 })).id);

    const response = await download('users', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = table(response.body);
    expect(header).toEqual([
      'id',
      'name',
      'email',
      'rank',
      'total_points',
      'project_points',
      'projects_count',
      'courses_count',
      'skills_count',
      'courses',
      'joined_at',
      'suspended_at',
      'github',
      'website',
    ]);
    expect(rows.map((r) => r.slice(0, 11).filter((_, i) => i !== 10))).toEqual([
      [String(first.id), 'Ali', 'ali@academy.test', '2', '5', '0', '0', '2', '0', 'Web Basics; Python'],
      [String(second.id), 'Mona', 'mona@academy.test', '1', '40', '40', '1', '1', '0', 'Web Basics'],
    ]);
    expect(rows[0][10]).toBe(first.createdAt.toISOString());
    expect(rows[0][11]).toBe('');
    expect(rows.map((r) => r.slice(12))).toEqual([
      ['', ''],
      ['', ''],
    ]);
  });

  it('enrollments and submissions: every row with its user, course, price and link', async () => {
    const token = await adminToken(t.app);
    const web = await createCourse(t.db, { title: 'Web Basics' });
    const project = await createProject(t.db, web.id, { name: 'Portfolio', pointsValue: 30 });
    const user = await createUser(t.db, { name: 'Sara', email: 'sara@academy.test' });
    await enroll(t.db, user.id, web.id, 1499.5, true);
    const submission = await submit(t.db, user.id, project.id);

    const [eh, ...enrollmentRows] = table((await download('enrollments', token)).body);
    expect(eh).toEqual([
      'id',
      'user_id',
      'user_name',
      'user_email',
      'course_id',
      'course_title',
      'price_egp',
      'got_discount',
      'enrolled_at',
    ]);
    expect(enrollmentRows.map((r) => r.slice(0, 8))).toEqual([
      ['1', String(user.id), 'Sara', 'sara@academy.test', String(web.id), 'Web Basics', '1499.5', 'yes'],
    ]);
    const [sh, ...submissionRows] = table((await download('submissions', token)).body);
    expect(sh).toEqual([
      'id',
      'user_id',
      'user_name',
      'user_email',
      'course_id',
      'course_title',
      'project_id',
      'project_name',
      'points',
      'url',
      'submitted_at',
    ]);
    expect(submissionRows.map((r) => r.slice(0, 10))).toEqual([
      [
        String(submission.id),
        String(user.id),
        'Sara',
        'sara@academy.test',
        String(web.id),
        'Web Basics',
        String(project.id),
        'Portfolio',
        '30',
        submission.url,
      ],
    ]);
  });

  it('quotes commas, quotes and line breaks, and neutralises values a spreadsheet would run as formulas', async () => {
    const token = await adminToken(t.app);
    const names = ['Comma, Name', 'Say "hi"', 'Two\nLines', '=HYPERLINK("http://evil")', '+1 Plus', '-Minus', '@At', '\tTab'];
    for (const [i, name] of names.entries()) await createUser(t.db, { name, email: `q${i}@academy.test` });
    const body = (await download('users', token)).body;
    expect(body).toContain('"Comma, Name"');
    expect(body).toContain('"Say ""hi"""');
    expect(body).toContain('"Two\nLines"');
    expect(body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(
      table(body)
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(['Comma, Name', 'Say "hi"', 'Two\nLines', '\'=HYPERLINK("http://evil")', "'+1 Plus", "'-Minus", "'@At", "'\tTab"]);
  });

  it('neutralises a formula starting after a ; or a tab inside a value (Excel in ; locales cuts there), the text kept readable', async () => {
    const token = await adminToken(t.app);
    const names = ['Sara;=HYPERLINK("http://evil")', 'Omar\t=1+1', 'Mona; @SUM(A1)', 'Two\n-Lines', 'Ali;Hassan'];
    for (const [i, name] of names.entries()) await createUser(t.db, { name, email: `f${i}@academy.test` });
    const body = (await download('users', token)).body;
    expect(formulaCells(body)).toEqual([]);
    expect(
      table(body)
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(['Sara;\'=HYPERLINK("http://evil")', "Omar\t'=1+1", "Mona;' @SUM(A1)", "Two\n'-Lines", 'Ali;Hassan']);
  });

  it("the import template: a course title that would start a formula after the courses' ';' is neutralised too", async () => {
    const token = await adminToken(t.app);
    await createCourse(t.db, { title: 'Web Basics' });
    await createCourse(t.db, { title: '@SUM(1+1)*cmd' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/import/users/template.csv',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.body).toContain(";'@SUM(1+1)*cmd:1500");
    expect(formulaCells(response.body)).toEqual([]);
  });

  it('streams every user once in id order over several batches, ranked as the ranking query says', async () => {
    const token = await adminToken(t.app);
    const count = 2 * EXPORT_BATCH + 500;
    // Points with many ties, times out of id order, and every 97th student suspended (no rank).
    await t.db.execute(
      `INSERT INTO users (name, email, password_hash, total_points, points_changed_at, suspended_at)
       SELECT 'Bulk ' || g, 'bulk' || g || '@academy.test', 'x', g % 7,
         now() - make_interval(secs => (g * 7919) % 5000), CASE WHEN g % 97 = 0 THEN now() END
       FROM generate_series(1, ${count}) g`,
    );
    const oracle = await t.db.execute(
      `SELECT id, row_number() OVER (ORDER BY total_points DESC, points_changed_at, id) AS rank FROM users WHERE suspended_at IS NULL`,
    );
    const expected = new Map(rows<{ id: number; rank: number }>(oracle).map((r) => [String(r.id), String(r.rank)]));
    // Through the app: ranks from its rank snapshot; on the bare database (none kept): counted per batch.
    for (const csv of [(await download('users', token)).body, await text(exportCsv(t.db, 'users'))]) {
      const lines = table(csv).slice(1);
      expect(lines).toHaveLength(count);
      expect(lines.map((r) => Number(r[0]))).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      expect(lines.filter((r) => r[3] !== expected.get(r[0]) && !(r[3] === '' && !expected.has(r[0])))).toEqual([]);
      expect(lines.filter((r) => r[3] === '')).toHaveLength(Math.floor(count / 97));
    }
  }, 120_000);

  it('starts each file with a UTF-8 byte-order mark, so Excel reads Arabic names as written', async () => {
    const token = await adminToken(t.app);
    const course = await createCourse(t.db, { title: 'برمجة الويب' });
    const user = await createUser(t.db, { name: 'عمر خالد', email: 'omar@academy.test' });
    await enroll(t.db, user.id, course.id);
    await submit(t.db, user.id, (await createProject(t.db, course.id)).id);
    for (const name of ['users', 'enrollments', 'submissions']) {
      const response = await download(name, token);
      expect([...response.rawPayload.subarray(0, 3)], name).toEqual([0xef, 0xbb, 0xbf]);
      expect(response.rawPayload.subarray(3).toString('utf8').startsWith('id,'), name).toBe(true);
      expect(table(response.body)[1], name).toContain('عمر خالد');
    }
  });

  it('refuses without a token (401) and with a student token (403)', async () => {
    const student = await createUser(t.db);
    const studentToken = await userToken(t.app, student.email, STUDENT_PASSWORD);
    for (const name of ['users', 'enrollments', 'submissions']) {
      const anonymous = await download(name);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Unauthenticated.', code: 'auth.unauthenticated' });
      const wrong = await download(name, studentToken);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.body).not.toContain(student.email);
    }
  });
});
