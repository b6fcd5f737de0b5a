/**
 * GitHub and personal website on a profile (issue 25 item 5): the same rule everywhere a student's
 * fields are written (the student's form, the admin's, the cohort import) and shown (the public
 * profile, the admin's list, the users export).
 */
import Papa from 'papaparse';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SOCIAL_LINKS } from '../../../contracts/form-messages.js';
import { users } from '../../db/schema.js';
import { createUser, STUDENT_PASSWORD } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';
import { runJob } from '../../test/jobs.js';

const t = useTestApp();

const storedLinks = async () =>
  (
    await t.db.select({ email: users.email, github: users.github, website: users.website }).from(users).orderBy(asc(users.id))
  ).map(({ email, github, website }) => ({ email, github, website }));

describe('GitHub and website on the profile', () => {
  it('the student saves them normalised, the public profile shows them, other text is refused per field', async () => {
    const user = await createUser(t.db, { name: 'Mona' });
    const token = await userToken(t.app, user.email, STUDENT_PASSWORD);
    const save = (links: object) => call(t.app, 'PUT', '/api/user/profile/update', { token, body: { name: 'Mona', ...links } });

    const saved = await save({ github: '@mona-adel', website: 'mona.dev/cv' });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ github: 'https://github.com/mona-adel', website: 'https://mona.dev/cv' });
    const profile = await call(t.app, 'GET', `/api/users/user/${user.id}`);
    expect(profile.body.user).toMatchObject({ github: 'https://github.com/mona-adel', website: 'https://mona.dev/cv' });

    expect((await save({ github: 'https://github.com/Mona', website: 'http://mona.dev' })).body.user).toMatchObject({
      github: 'https://github.com/Mona',
      website: 'http://mona.dev',
    });
    const refused = await save({ github: 'github.com/mona/repo', website: 'javascript:alert(1)' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ github: [SOCIAL_LINKS.github], website: [SOCIAL_LINKS.website] });
    expect((await save({ website: `https://mona.dev/${'a'.repeat(300)}` })).body.errors).toHaveProperty('website');
    // Not stored as https:////evil.com (issue 44).
    expect((await save({ website: '//evil.com' })).body.errors).toEqual({ website: [SOCIAL_LINKS.website] });
    expect(await storedLinks()).toEqual([{ email: user.email, github: 'https://github.com/Mona', website: 'http://mona.dev' }]);
    // Blank clears them.
    expect((await save({ github: '', website: '  ' })).body.user).toMatchObject({ github: null, website: null });
  });

  it('the admin form sets them with the same rule and messages', async () => {
    const token = await adminToken(t.app);
    const body = {
      name: 'Omar',
      email: 'omar@academy.test',
      password: 'omar1234',
      github: 'github.com/omar',
      website: 'omar.io',
    };
    const added = await call(t.app, 'POST', '/api/admin/user/add', { token, body });
    expect(added.status).toBe(201);
    expect(added.body.user).toMatchObject({ github: 'https://github.com/omar', website: 'https://omar.io' });
    const refused = await call(t.app, 'PUT', `/api/admin/user/update/${added.body.user.id}`, {
      token,
      body: { ...body, password: '', github: 'omar adel', website: 'ftp://omar.io' },
    });
    expect(refused.body.errors).toEqual({ github: [SOCIAL_LINKS.github], website: [SOCIAL_LINKS.website] });
    const list = await call(t.app, 'GET', '/api/admin/users', { token });
    expect(list.body.users[0]).toMatchObject({ github: 'https://github.com/omar', website: 'https://omar.io' });
  });

  it('the cohort import reads them like the forms (blank keeps an existing link) and the users export writes them back', async () => {
    const token = await adminToken(t.app);
    await createUser(t.db, { email: 'kept@academy.test', github: 'https://github.com/kept', website: 'https://kept.dev' });
    const csv = [
      'name,email,github,website',
      'Sara,sara@academy.test,@sara-ali,sara.dev',
      'Kept,kept@academy.test,,http://kept.example',
    ].join('\n');
    const bad = 'name,email,github,website\nBad,bad@academy.test,github.com/a/b,javascript:alert(1)';
    const refused = await call(t.app, 'POST', '/api/admin/import/users/preview', { token, body: { csv: bad } });
    expect(refused.body.rows[0].errors).toEqual([
      { column: 'github', message: SOCIAL_LINKS.github },
      { column: 'website', message: SOCIAL_LINKS.website },
    ]);

    const previewed = await call(t.app, 'POST', '/api/admin/import/users/preview', { token, body: { csv } });
    expect(previewed.body.rows.map((row: { actions: string[] }) => row.actions)).toEqual([['create'], ['update']]);
    const done = await runJob(t.app, '/api/admin/import/users', { token, body: { csv, preview_id: previewed.body.preview_id } });
    expect(done.status).toBe(200);
    const expected = [
      { email: 'kept@academy.test', github: 'https://github.com/kept', website: 'http://kept.example' },
      { email: 'sara@academy.test', github: 'https://github.com/sara-ali', website: 'https://sara.dev' },
    ];
    expect(await storedLinks()).toEqual(expected);

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export/users.csv',
      headers: { authorization: `Bearer ${token}` },
    });
    const [header, ...rows] = Papa.parse<string[]>(exported.body.replace(/^\uFEFF/, '').trim()).data;
    const column = (name: string) => header.indexOf(name);
    expect(
      rows.map((row) => ({ email: row[column('email')], github: row[column('github')], website: row[column('website')] })),
    ).toEqual(expected);
  });
});
