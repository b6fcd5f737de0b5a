import { desc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIns } from '../../db/schema.js';
import { createUser, STUDENT_PASSWORD } from '../../test/factories.js';
import { SUPER_ADMIN, useTestApp } from '../../test/harness.js';
import { adminToken, call } from '../../test/http.js';
import { SIGN_INS_KEPT, USER_AGENT_MAX } from './sign-ins.js';

const t = useTestApp();

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chromium/130';

async function signIn(path: '/api/user/login' | '/api/admin/login', email: string, password: string, userAgent = BROWSER) {
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    payload: JSON.stringify({ email, password }),
  });
  return response.statusCode;
}

const allSignIns = () => t.db.select().from(signIns).orderBy(signIns.id);

describe('sign-in attempts', () => {
  it('records a student success and a failure with address and browser, never the password', async () => {
    const student = await createUser(t.db, { email: 'sara@academy.test' });
    expect(await signIn('/api/user/login', 'sara@academy.test', 'wrong-guess-77')).toBe(401);
    expect(await signIn('/api/user/login', 'sara@academy.test', STUDENT_PASSWORD)).toBe(200);
    const rows = await allSignIns();
    expect(rows).toMatchObject([
      { kind: 'user', subjectId: student.id, email: 'sara@academy.test', succeeded: false, ip: '127.0.0.1', userAgent: BROWSER },
      { kind: 'user', subjectId: student.id, email: 'sara@academy.test', succeeded: true, ip: '127.0.0.1', userAgent: BROWSER },
    ]);
    for (const row of rows) expect(row.createdAt).toBeInstanceOf(Date);
    const stored = JSON.stringify(await t.db.execute(sql`SELECT * FROM sign_ins`));
    expect(stored).not.toContain('wrong-guess-77');
    expect(stored).not.toContain(STUDENT_PASSWORD);
  });

  it('records admins, and an unknown e-mail with no account', async () => {
    expect(await signIn('/api/admin/login', SUPER_ADMIN.email, SUPER_ADMIN.password)).toBe(200);
    expect(await signIn('/api/admin/login', SUPER_ADMIN.email, 'not-it')).toBe(401);
    expect(await signIn('/api/user/login', 'nobody@academy.test', 'whatever1')).toBe(401);
    // An admin's e-mail on the student form names no student.
    expect(await signIn('/api/user/login', SUPER_ADMIN.email, SUPER_ADMIN.password)).toBe(401);
    const rows = await allSignIns();
    expect(rows.map(({ kind, subjectId, email, succeeded }) => ({ kind, subjectId, email, succeeded }))).toEqual([
      { kind: 'admin', subjectId: 1, email: SUPER_ADMIN.email, succeeded: true },
      { kind: 'admin', subjectId: 1, email: SUPER_ADMIN.email, succeeded: false },
      { kind: 'user', subjectId: null, email: 'nobody@academy.test', succeeded: false },
      { kind: 'user', subjectId: null, email: SUPER_ADMIN.email, succeeded: false },
    ]);
  });

  it('records why a sign-in was refused: a wrong password, or a suspended account whose password matched', async () => {
    const student = await createUser(t.db, { email: 'held@academy.test' });
    expect(await signIn('/api/user/login', 'held@academy.test', 'wrong-guess-1')).toBe(401);
    expect(await signIn('/api/user/login', 'held@academy.test', STUDENT_PASSWORD)).toBe(200);
    const admin = await adminToken(t.app);
    await call(t.app, 'POST', `/api/admin/users/${student.id}/suspend`, { token: admin, body: { reason: 'Copied work' } });
    expect(await signIn('/api/user/login', 'held@academy.test', STUDENT_PASSWORD)).toBe(403);
    expect(await signIn('/api/user/login', 'held@academy.test', 'wrong-guess-2')).toBe(401);
    expect(await signIn('/api/admin/login', SUPER_ADMIN.email, 'not-it')).toBe(401);
    const rows = (await allSignIns()).filter((row) => row.email === student.email || row.succeeded === false);
    expect(rows.map(({ kind, succeeded, refusal }) => [kind, succeeded, refusal])).toEqual([
      ['user', false, 'password'],
      ['user', true, null],
      ['user', false, 'suspended'],
      ['user', false, 'password'],
      ['admin', false, 'password'],
    ]);
  });

  it('keeps the first 300 characters of the browser description', async () => {
    await createUser(t.db, { email: 'long@academy.test' });
    expect(await signIn('/api/user/login', 'long@academy.test', STUDENT_PASSWORD, 'x'.repeat(1000))).toBe(200);
    const [row] = await allSignIns();
    expect(row.userAgent).toBe('x'.repeat(USER_AGENT_MAX));
  });

  it(`keeps an account's latest ${SIGN_INS_KEPT} attempts`, async () => {
    const student = await createUser(t.db, { email: 'busy@academy.test' });
    const other = await createUser(t.db, { email: 'other@academy.test' });
    const old = Array.from({ length: SIGN_INS_KEPT + 5 }, (_, i) => ({
      kind: 'user' as const,
      subjectId: student.id,
      email: student.email,
      succeeded: true,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }));
    await t.db.insert(signIns).values(old);
    await t.db.insert(signIns).values({ ...old[0], subjectId: other.id, email: other.email });
    expect(await signIn('/api/user/login', 'busy@academy.test', 'wrong-pass-1')).toBe(401);
    const list = await t.db.select().from(signIns).orderBy(desc(signIns.createdAt), desc(signIns.id));
    const mine = list.filter((row) => row.subjectId === student.id);
    expect(mine).toHaveLength(SIGN_INS_KEPT);
    expect(mine[0].succeeded).toBe(false); // the new attempt
    // The oldest 6 of the 105 old ones went; the newest old ones stayed.
    expect(mine.at(-1)?.createdAt.toISOString()).toBe(new Date(Date.UTC(2026, 0, 1, 0, 6)).toISOString());
    expect(list.filter((row) => row.subjectId === other.id)).toHaveLength(1);
  });

  it('a sign-in still works when its attempt cannot be recorded', async () => {
    await createUser(t.db, { email: 'calm@academy.test' });
    await t.db.execute(sql`ALTER TABLE sign_ins RENAME TO sign_ins_away`);
    try {
      expect(await signIn('/api/user/login', 'calm@academy.test', STUDENT_PASSWORD)).toBe(200);
      expect(await signIn('/api/user/login', 'calm@academy.test', 'wrong-pass-2')).toBe(401);
      expect(await signIn('/api/admin/login', SUPER_ADMIN.email, SUPER_ADMIN.password)).toBe(200);
    } finally {
      await t.db.execute(sql`ALTER TABLE sign_ins_away RENAME TO sign_ins`);
    }
  });
});
