import { describe, expect, it } from 'vitest';
import { SKILLS, SUCCESS, VALIDATION } from '../../../contracts/form-messages.js';
import { skills, userAchievements, userSkills } from '../../db/schema.js';
import { createAchievement, createSkill, createUser, giveSkills, STUDENT_PASSWORD } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';

const t = useTestApp();

async function student() {
  const user = await createUser(t.db);
  return { user, token: await userToken(t.app, user.email, STUDENT_PASSWORD) };
}

const allSkills = () => t.db.select().from(skills).orderBy(skills.id);

describe('GET /api/admin/skills', () => {
  it('lists {id, name, users_count} sorted by id', async () => {
    const js = await createSkill(t.db, 'TypeScript');
    await createSkill(t.db, 'CSS');
    const { user } = await student();
    await giveSkills(t.db, user.id, [js.id]);
    const reply = await call(t.app, 'GET', '/api/admin/skills', { token: await adminToken(t.app) });
    expect(reply).toEqual({
      status: 200,
      body: {
        skills: [
          { id: 1, name: 'TypeScript', users_count: 1 },
          { id: 2, name: 'CSS', users_count: 0 },
        ],
      },
    });
  });
});

describe('POST /api/admin/skills', () => {
  it('adds a skill, answering {skill, message}', async () => {
    const reply = await call(t.app, 'POST', '/api/admin/skills', { token: await adminToken(t.app), body: { name: '  React ' } });
    expect(reply).toEqual({ status: 201, body: { skill: { id: 1, name: 'React', users_count: 0 }, message: SKILLS.added } });
  });

  it("requires a name ('Name is required') and refuses long or non-text names", async () => {
    const token = await adminToken(t.app);
    for (const body of [{}, { name: '   ' }, { name: null }]) {
      const reply = await call(t.app, 'POST', '/api/admin/skills', { token, body });
      expect(reply).toEqual({
        status: 422,
        body: { message: VALIDATION.nameRequired, errors: { name: [VALIDATION.nameRequired] } },
      });
    }
    const long = await call(t.app, 'POST', '/api/admin/skills', { token, body: { name: 'x'.repeat(50_000) } });
    expect(long.body.errors).toEqual({ name: [VALIDATION.tooLong] });
    expect((await call(t.app, 'POST', '/api/admin/skills', { token, body: { name: 7 } })).status).toBe(422);
    expect(await allSkills()).toEqual([]);
  });

  it('refuses a name taken in any letter case with 422 on name', async () => {
    await createSkill(t.db, 'Node.js');
    const reply = await call(t.app, 'POST', '/api/admin/skills', { token: await adminToken(t.app), body: { name: 'NODE.JS' } });
    expect(reply).toEqual({ status: 422, body: { message: SKILLS.nameTaken, errors: { name: [SKILLS.nameTaken] } } });
    expect(await allSkills()).toHaveLength(1);
  });

  it('answers malformed JSON with 400', async () => {
    const token = await adminToken(t.app);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/admin/skills',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{name:',
    });
    expect(reply.statusCode).toBe(400);
    expect(await allSkills()).toEqual([]);
  });
});

describe('PUT /api/admin/skills/{id}', () => {
  it('renames a skill (a change of letter case of its own name is fine)', async () => {
    const skill = await createSkill(t.db, 'react');
    const reply = await call(t.app, 'PUT', `/api/admin/skills/${skill.id}`, {
      token: await adminToken(t.app),
      body: { name: 'React' },
    });
    expect(reply).toEqual({
      status: 200,
      body: { skill: { id: skill.id, name: 'React', users_count: 0 }, message: SKILLS.updated },
    });
  });

  it("refuses another skill's name (422), a missing skill (404), a bad id (422)", async () => {
    const token = await adminToken(t.app);
    await createSkill(t.db, 'Vue');
    const skill = await createSkill(t.db, 'Svelte');
    const taken = await call(t.app, 'PUT', `/api/admin/skills/${skill.id}`, { token, body: { name: 'vue' } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ name: [SKILLS.nameTaken] });
    expect(await call(t.app, 'PUT', '/api/admin/skills/999', { token, body: { name: 'Go' } })).toEqual({
      status: 404,
      body: { message: SKILLS.notFound },
    });
    expect((await call(t.app, 'PUT', '/api/admin/skills/-3', { token, body: { name: 'Go' } })).status).toBe(422);
    expect((await allSkills()).map((s) => s.name)).toEqual(['Vue', 'Svelte']);
  });
});

describe('DELETE /api/admin/skills/{id}', () => {
  it('deletes an unused skill', async () => {
    const skill = await createSkill(t.db);
    const reply = await call(t.app, 'DELETE', `/api/admin/skills/${skill.id}`, { token: await adminToken(t.app) });
    expect(reply).toEqual({ status: 200, body: { message: SKILLS.deleted } });
    expect(await allSkills()).toEqual([]);
  });

  it('refuses with 409 while users have the skill, 404 when missing', async () => {
    const token = await adminToken(t.app);
    const skill = await createSkill(t.db);
    const { user } = await student();
    await giveSkills(t.db, user.id, [skill.id]);
    expect(await call(t.app, 'DELETE', `/api/admin/skills/${skill.id}`, { token })).toEqual({
      status: 409,
      body: { message: SKILLS.inUse },
    });
    expect(await allSkills()).toHaveLength(1);
    expect((await call(t.app, 'DELETE', '/api/admin/skills/999', { token })).status).toBe(404);
  });
});

describe('GET /api/front/skills', () => {
  it('lists every skill by name to anyone', async () => {
    await createSkill(t.db, 'Vue');
    await createSkill(t.db, 'angular');
    const reply = await call(t.app, 'GET', '/api/front/skills');
    expect(reply).toEqual({
      status: 200,
      body: {
        skills: [
          { id: 2, name: 'angular', users_count: 0 },
          { id: 1, name: 'Vue', users_count: 0 },
        ],
      },
    });
  });
});

describe('GET /api/front/user-skills', () => {
  it("lists the student's skills only", async () => {
    const [a, b] = [await createSkill(t.db, 'A'), await createSkill(t.db, 'B')];
    const { user, token } = await student();
    const other = await createUser(t.db);
    await giveSkills(t.db, user.id, [b.id]);
    await giveSkills(t.db, other.id, [a.id]);
    expect(await call(t.app, 'GET', '/api/front/user-skills', { token })).toEqual({
      status: 200,
      body: { skills: [{ id: b.id, name: 'B', users_count: 1 }] },
    });
  });
});

describe('PUT /api/front/user-skills', () => {
  it('replaces the set, refreshes the counters of old and new skills and the user figures', async () => {
    const [a, b, c] = [await createSkill(t.db, 'A'), await createSkill(t.db, 'B'), await createSkill(t.db, 'C')];
    const { user, token } = await student();
    await giveSkills(t.db, user.id, [a.id, b.id]);
    const reply = await call(t.app, 'PUT', '/api/front/user-skills', { token, body: { skill_ids: [c.id, b.id, c.id] } });
    expect(reply).toEqual({
      status: 200,
      body: {
        message: SUCCESS.skillsUpdated,
        skills: [
          { id: b.id, name: 'B', users_count: 1 },
          { id: c.id, name: 'C', users_count: 1 },
        ],
      },
    });
    expect((await allSkills()).map((s) => s.usersCount)).toEqual([0, 1, 1]);
    const cleared = await call(t.app, 'PUT', '/api/front/user-skills', { token, body: { skill_ids: [] } });
    expect(cleared.body.skills).toEqual([]);
    expect((await allSkills()).map((s) => s.usersCount)).toEqual([0, 0, 0]);
  });

  it('awards an automatic skills_count achievement', async () => {
    const achievement = await createAchievement(t.db, { manual: false, ruleMetric: 'skills_count', ruleThreshold: 2 });
    const [a, b] = [await createSkill(t.db), await createSkill(t.db)];
    const { user, token } = await student();
    await call(t.app, 'PUT', '/api/front/user-skills', { token, body: { skill_ids: [a.id, b.id] } });
    const awards = await t.db.select().from(userAchievements);
    expect(awards).toMatchObject([{ userId: user.id, achievementId: achievement.id }]);
  });

  it('refuses unknown ids with 422 on skill_ids and changes nothing', async () => {
    const a = await createSkill(t.db);
    const { user, token } = await student();
    await giveSkills(t.db, user.id, [a.id]);
    const reply = await call(t.app, 'PUT', '/api/front/user-skills', { token, body: { skill_ids: [a.id, 999] } });
    expect(reply).toEqual({ status: 422, body: { message: SKILLS.unknown, errors: { skill_ids: [SKILLS.unknown] } } });
    expect(await t.db.select().from(userSkills)).toEqual([{ userId: user.id, skillId: a.id }]);
  });

  it('refuses wrong types with 422', async () => {
    const { token } = await student();
    for (const body of [
      {},
      { skill_ids: 'all' },
      { skill_ids: ['x'] },
      { skill_ids: [1.5] },
      { skill_ids: Array(501).fill(1) },
    ]) {
      expect((await call(t.app, 'PUT', '/api/front/user-skills', { token, body })).status).toBe(422);
    }
    const missing = await call(t.app, 'PUT', '/api/front/user-skills', { token, body: {} });
    expect(missing.body.errors).toEqual({ skill_ids: [SKILLS.mustBeList] });
  });
});
