/**
 * Students' sessions kept in memory (kept-sessions.ts): every way a token ends still ends it at
 * once, here and on another instance, though the session was kept from an earlier request.
 * The oracle is the student call's status; the token row is read from the database.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../../db/schema.js';
import { createUser, STUDENT_PASSWORD } from '../../test/factories.js';
import { appOnSameDatabase, useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';
import { startMailCatcher } from '../../test/mail-catcher.js';
import { issueLinks } from './password-links.js';

// With mail, so that the reset route is there.
const mail = await startMailCatcher();
afterAll(() => mail.close());
const t = useTestApp(mail.env);

const STANDING = '/api/user/standing';
const statusOf = async (token: string, app = t.app) => (await call(app, 'GET', STANDING, { token })).status;

/** A student signed in twice, each session used once (so kept). */
async function signedInStudent() {
  const user = await createUser(t.db);
  const tokens = [await userToken(t.app, user.email, STUDENT_PASSWORD), await userToken(t.app, user.email, STUDENT_PASSWORD)];
  for (const token of tokens) expect(await statusOf(token)).toBe(200);
  return { user, tokens };
}

describe('a kept student session', () => {
  it('is kept: a token deleted behind the API works until a commit says sessions ended', async () => {
    const { tokens } = await signedInStudent();
    await t.db.delete(accessTokens);
    expect(await statusOf(tokens[0])).toBe(200);
    t.app.freshness.advance(new Set(['sessions']));
    expect(await statusOf(tokens[0])).toBe(401);
  });

  it('ends at once on sign-out; the other session goes on', async () => {
    const { tokens } = await signedInStudent();
    expect((await call(t.app, 'POST', '/api/user/logout', { token: tokens[0] })).status).toBe(200);
    expect(await statusOf(tokens[0])).toBe(401);
    expect(await statusOf(tokens[1])).toBe(200);
  });

  it('ends at once when the student changes the password, but the session that changed it', async () => {
    const { user, tokens } = await signedInStudent();
    const saved = await call(t.app, 'PUT', '/api/user/profile/update', {
      token: tokens[0],
      body: { name: user.name, password: 'another-secret' },
    });
    expect(saved.status).toBe(200);
    expect(await statusOf(tokens[0])).toBe(200);
    expect(await statusOf(tokens[1])).toBe(401);
  });

  it('ends at once when an admin sets a password, suspends or deletes the student', async () => {
    const admin = await adminToken(t.app);
    const changes = [
      (id: number, email: string) =>
        call(t.app, 'PUT', `/api/admin/user/update/${id}`, {
          token: admin,
          body: { name: 'Renamed', email, password: 'reset-123' },
        }),
      (id: number) => call(t.app, 'POST', `/api/admin/users/${id}/suspend`, { token: admin, body: { reason: 'Spam' } }),
      (id: number) => call(t.app, 'DELETE', `/api/admin/user/delete/${id}`, { token: admin }),
    ];
    for (const change of changes) {
      const { user, tokens } = await signedInStudent();
      expect((await change(user.id, user.email)).status).toBe(200);
      for (const token of tokens) expect(await statusOf(token)).toBe(401);
    }
  });

  it('ends at once when a reset link sets a new password', async () => {
    const { user, tokens } = await signedInStudent();
    const [link] = (await issueLinks(t.db, [user.id], 'reset', 3600)).values();
    const reset = await call(t.app, 'POST', '/api/user/password/reset', { body: { token: link, password: 'brand-new-secret' } });
    expect(reset.status).toBe(200);
    for (const token of tokens) expect(await statusOf(token)).toBe(401);
    expect(await t.db.select().from(accessTokens).where(eq(accessTokens.subjectId, user.id))).toHaveLength(0);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('ends on another instance as soon as it hears the commit', async () => {
    const other = await appOnSameDatabase(t);
    try {
      const { tokens } = await signedInStudent();
      expect(await statusOf(tokens[0], other)).toBe(200);
      expect((await call(t.app, 'POST', '/api/user/logout', { token: tokens[0] })).status).toBe(200);
      await expect.poll(() => statusOf(tokens[0], other), { timeout: 5_000, interval: 20 }).toBe(401);
      expect(await statusOf(tokens[1], other)).toBe(200);
    } finally {
      await other.close();
    }
  });
});

/** Server source files, tests aside. */
async function serverSources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return serverSources(full);
      return Promise.resolve(entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []);
    }),
  );
  return nested.flat();
}

describe('the tokens', () => {
  it('are deleted by tokens.ts alone, whose revocations tell the kept sessions', async () => {
    const serverDir = path.resolve(import.meta.dirname, '../..');
    const deleting = [];
    for (const file of await serverSources(serverDir)) {
      const text = await readFile(file, 'utf8');
      if (/delete\s*\(\s*accessTokens\s*\)|DELETE\s+FROM\s+access_tokens/i.test(text))
        deleting.push(path.relative(serverDir, file));
    }
    expect(deleting).toEqual([path.join('modules', 'auth', 'tokens.ts')]);
  });
});
