/** The first-steps checklist closed for good (issue 50): stored on the account, the student's own. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { call, userToken } from '../../test/http.js';
import { createUser, STUDENT_PASSWORD } from '../../test/factories.js';

const t = useTestApp();

const dismissedFor = async (token: string) =>
  (await call(t.app, 'GET', '/api/user/me', { token })).body.user.first_steps_dismissed;

describe('POST /api/user/first-steps/dismiss', () => {
  it('closes the checklist on the account: after signing out and in again, and for this student only', async () => {
    const [ada, bob] = [await createUser(t.db), await createUser(t.db)];
    const adaToken = await userToken(t.app, ada.email, STUDENT_PASSWORD);
    expect(await dismissedFor(adaToken)).toBe(false);

    const dismissed = await call(t.app, 'POST', '/api/user/first-steps/dismiss', { token: adaToken });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toEqual({ message: 'First Steps Dismissed', first_steps_dismissed: true });

    expect((await call(t.app, 'POST', '/api/user/logout', { token: adaToken })).status).toBe(200);
    const again = await userToken(t.app, ada.email, STUDENT_PASSWORD);
    expect(await dismissedFor(again)).toBe(true);
    // A second call changes nothing and answers the same.
    expect((await call(t.app, 'POST', '/api/user/first-steps/dismiss', { token: again })).body.first_steps_dismissed).toBe(true);

    expect(await dismissedFor(await userToken(t.app, bob.email, STUDENT_PASSWORD))).toBe(false);
  });

  it('is never on the public profile', async () => {
    const ada = await createUser(t.db);
    await call(t.app, 'POST', '/api/user/first-steps/dismiss', { token: await userToken(t.app, ada.email, STUDENT_PASSWORD) });
    const profile = await call(t.app, 'GET', `/api/users/user/${ada.id}`);
    expect(profile.body.user).not.toHaveProperty('first_steps_dismissed');
  });
});
