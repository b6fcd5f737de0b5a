import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../contracts/form-messages.js';
import { SETTINGS } from '../../../contracts/admin-messages.js';
import { auditLog, settings } from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, type Json } from '../../test/http.js';

const ENV = {
  ACADEMY_NAME: 'Env Academy',
  BUY_COURSE_URL: 'https://env.example.com/buy',
  SOCIAL_GITHUB: 'https://github.com/env-academy',
};
const t = useTestApp(ENV);

const plainAdmin = { name: 'Plain Admin', email: 'plain@academy.test', password: 'secret123' };

async function plainAdminToken() {
  const token = await adminToken(t.app);
  const reply = await call(t.app, 'POST', '/api/admin/admin/add', { token, body: { ...plainAdmin, is_super: false } });
  expect(reply.status).toBe(201);
  return adminToken(t.app, plainAdmin);
}

const frontConfig = async () => (await call(t.app, 'GET', '/api/front/config')).body;
const byKey = (list: Json[]): Record<string, Json> => Object.fromEntries(list.map((item) => [item.key, item]));

describe('GET /api/admin/settings', () => {
  it('lists every setting with the environment default and no saved value at first', async () => {
    const reply = await call(t.app, 'GET', '/api/admin/settings', { token: await adminToken(t.app) });
    expect(reply.status).toBe(200);
    expect(reply.body.settings.map((s: { key: string }) => s.key)).toEqual([
      'academy_name',
      'buy_course_url',
      'social_facebook',
      'social_x',
      'social_linkedin',
      'social_youtube',
      'social_github',
    ]);
    const list = byKey(reply.body.settings);
    expect(list.academy_name).toEqual({
      key: 'academy_name',
      env: 'ACADEMY_NAME',
      value: null,
      default: 'Env Academy',
      updated_at: null,
      updated_by: null,
    });
    expect(list.social_github).toMatchObject({ env: 'SOCIAL_GITHUB', value: null, default: ENV.SOCIAL_GITHUB });
    expect(list.social_x).toMatchObject({ value: null, default: null });
  });

  it('is refused to an admin who is not a super admin (403)', async () => {
    const token = await plainAdminToken();
    expect(await call(t.app, 'GET', '/api/admin/settings', { token })).toEqual({
      status: 403,
      body: { message: SETTINGS.superOnly },
    });
  });

  it('is refused (403) on the next request of a session whose super admin rights were taken away meanwhile', async () => {
    const root = await adminToken(t.app);
    const added = await call(t.app, 'POST', '/api/admin/admin/add', { token: root, body: { ...plainAdmin, is_super: true } });
    expect(added.status).toBe(201);
    const token = await adminToken(t.app, plainAdmin);
    expect((await call(t.app, 'GET', '/api/admin/settings', { token })).status).toBe(200);
    const demote = { name: plainAdmin.name, email: plainAdmin.email, is_super: false };
    expect(
      (await call(t.app, 'PUT', `/api/admin/admin/update/${added.body.admin.id}`, { token: root, body: demote })).status,
    ).toBe(200);
    for (const [method, body] of [['GET'], ['PUT', { academy_name: 'Taken Over' }]] as const) {
      expect(await call(t.app, method, '/api/admin/settings', { token, body })).toEqual({
        status: 403,
        body: { message: SETTINGS.superOnly },
      });
    }
  });
});

describe('PUT /api/admin/settings', () => {
  it('saves values that win over the environment, in the public config at once', async () => {
    const token = await adminToken(t.app);
    // Read first: the answer is now cached, and must not outlive the save.
    expect(await frontConfig()).toMatchObject({ academy_name: 'Env Academy', buy_course_url: ENV.BUY_COURSE_URL });
    const body = {
      academy_name: '  Cairo Code School ',
      buy_course_url: 'https://shop.example.com/courses',
      social_x: 'https://x.com/cairocode',
    };
    const reply = await call(t.app, 'PUT', '/api/admin/settings', { token, body });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(SETTINGS.saved);
    const list = byKey(reply.body.settings);
    expect(list.academy_name).toMatchObject({ value: 'Cairo Code School', default: 'Env Academy', updated_by: 'Root Admin' });
    expect(new Date(list.academy_name.updated_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await frontConfig()).toEqual({
      academy_name: 'Cairo Code School',
      buy_course_url: 'https://shop.example.com/courses',
      social_links: { facebook: null, x: 'https://x.com/cairocode', linkedin: null, youtube: null, github: ENV.SOCIAL_GITHUB },
      mail_enabled: false,
    });
    // One audit line for the save, naming what changed, before -> after.
    const lines = await t.db.select().from(auditLog);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      action: 'update',
      entity: 'setting',
      adminName: 'Root Admin',
      summary: 'Changed settings: Academy Name, Buy-Course Link, X (Twitter) Page',
      before: { academy_name: null, buy_course_url: null, social_x: null },
      after: {
        academy_name: 'Cairo Code School',
        buy_course_url: 'https://shop.example.com/courses',
        social_x: 'https://x.com/cairocode',
      },
    });
  });

  it('an empty value goes back to the environment default; a key left out stays', async () => {
    const token = await adminToken(t.app);
    await call(t.app, 'PUT', '/api/admin/settings', {
      token,
      body: { academy_name: 'Saved Name', social_github: 'https://github.com/saved' },
    });
    const reply = await call(t.app, 'PUT', '/api/admin/settings', { token, body: { social_github: '' } });
    expect(reply.status).toBe(200);
    expect(byKey(reply.body.settings).social_github).toMatchObject({ value: null, updated_by: null, updated_at: null });
    expect(await frontConfig()).toMatchObject({
      academy_name: 'Saved Name',
      social_links: { github: ENV.SOCIAL_GITHUB },
    });
    await call(t.app, 'PUT', '/api/admin/settings', { token, body: { academy_name: null } });
    expect((await frontConfig()).academy_name).toBe('Env Academy');
    expect(await t.db.select().from(settings)).toEqual([]);
  });

  it('refuses invalid values with a message per field (422) and changes nothing', async () => {
    const token = await adminToken(t.app);
    await call(t.app, 'PUT', '/api/admin/settings', { token, body: { academy_name: 'Kept Name' } });
    const before = await frontConfig();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ academy_name: 'x'.repeat(61) }, 'academy_name', SETTINGS.academyNameTooLong],
      [{ academy_name: 42 }, 'academy_name', VALIDATION.text],
      [{ buy_course_url: 'javascript:alert(1)' }, 'buy_course_url', SETTINGS.buyCourseUrl],
      [{ buy_course_url: 'not a url' }, 'buy_course_url', SETTINGS.buyCourseUrl],
      [{ social_facebook: 'http://facebook.com/insecure' }, 'social_facebook', SETTINGS.socialUrl],
      [{ social_youtube: 'https://localhost/x' }, 'social_youtube', SETTINGS.socialUrl],
      [{ social_x: `https://x.com/${'a'.repeat(2100)}` }, 'social_x', VALIDATION.tooLong],
    ];
    for (const [body, field, message] of cases) {
      // A valid value beside the bad one is not saved either.
      const reply = await call(t.app, 'PUT', '/api/admin/settings', {
        token,
        body: { ...body, social_linkedin: 'https://linkedin.com/company/a' },
      });
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.body.errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(await frontConfig()).toEqual(before);
    expect(await t.db.select().from(auditLog)).toHaveLength(1);
  });

  it('is refused to an admin who is not a super admin (403) and changes nothing', async () => {
    const token = await plainAdminToken();
    expect(await call(t.app, 'PUT', '/api/admin/settings', { token, body: { academy_name: 'Hijacked' } })).toEqual({
      status: 403,
      body: { message: SETTINGS.superOnly },
    });
    expect((await frontConfig()).academy_name).toBe('Env Academy');
    expect(await t.db.select().from(settings)).toEqual([]);
  });

  it('a save that changes nothing records no audit line', async () => {
    const token = await adminToken(t.app);
    await call(t.app, 'PUT', '/api/admin/settings', { token, body: { academy_name: 'Same' } });
    const reply = await call(t.app, 'PUT', '/api/admin/settings', { token, body: { academy_name: 'Same', social_x: '' } });
    expect(reply.status).toBe(200);
    expect(await t.db.select().from(auditLog)).toHaveLength(1);
  });
});
