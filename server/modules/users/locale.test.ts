/**
 * The student's language on the account (issue 47): `locale` on `GET /api/user/me` (null until
 * chosen), set by `PUT /api/user/profile/update` (absent keeps it, anything but en or ar is a 422),
 * never on the public profile.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../contracts/form-messages.js';
import { users } from '../../db/schema.js';
import { createUser, STUDENT_PASSWORD } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { call, userToken } from '../../test/http.js';

const t = useTestApp();

async function student() {
  const user = await createUser(t.db, { name: 'Mona Adel' });
  return { user, token: await userToken(t.app, user.email, STUDENT_PASSWORD) };
}

const storedLocale = async (id: number) =>
  (await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0].locale;

describe("the account's language", () => {
  it('is null until the student chooses one', async () => {
    const { token } = await student();
    const me = await call(t.app, 'GET', '/api/user/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.user.locale).toBeNull();
  });

  it('is saved with the profile, kept when absent, and changed again', async () => {
    const { user, token } = await student();
    const save = (body: object) =>
      call(t.app, 'PUT', '/api/user/profile/update', { token, body: { name: 'Mona Adel', ...body } });

    const arabic = await save({ locale: 'ar' });
    expect(arabic.status).toBe(200);
    expect(arabic.body.user.locale).toBe('ar');
    expect(await storedLocale(user.id)).toBe('ar');
    expect((await call(t.app, 'GET', '/api/user/me', { token })).body.user.locale).toBe('ar');

    // A save without it (the profile form of a client that does not know it) keeps it.
    const kept = await save({ bio: 'Hello' });
    expect(kept.status).toBe(200);
    expect(kept.body.user.locale).toBe('ar');

    expect((await save({ locale: 'en' })).body.user.locale).toBe('en');
    expect(await storedLocale(user.id)).toBe('en');
  });

  it('refuses any other value with 422 on locale and keeps the stored one', async () => {
    const { user, token } = await student();
    await t.db.update(users).set({ locale: 'ar' }).where(eq(users.id, user.id));
    for (const locale of ['fr', 'AR', 'ar-EG', '', null, 1, true, ['ar']]) {
      const reply = await call(t.app, 'PUT', '/api/user/profile/update', { token, body: { name: 'Mona Adel', locale } });
      expect(reply.status, JSON.stringify(locale)).toBe(422);
      expect(reply.body.errors, JSON.stringify(locale)).toEqual({ locale: [VALIDATION.locale] });
    }
    expect(await storedLocale(user.id)).toBe('ar');
  });

  it('the database holds only en, ar or nothing', async () => {
    const { user } = await student();
    await expect(
      t.db
        .update(users)
        .set({ locale: 'fr' as 'en' })
        .where(eq(users.id, user.id)),
    ).rejects.toThrow();
    expect(await storedLocale(user.id)).toBeNull();
  });

  it("is the student's own: never on the public profile nor the lists", async () => {
    const { user, token } = await student();
    await call(t.app, 'PUT', '/api/user/profile/update', { token, body: { name: 'Mona Adel', locale: 'ar' } });
    for (const url of [`/api/users/user/${user.id}`, '/api/front/users', '/api/front/leaderboard']) {
      const reply = await call(t.app, 'GET', url);
      expect(reply.status, url).toBe(200);
      expect(JSON.stringify(reply.body), url).not.toContain('"locale"');
    }
  });
});
