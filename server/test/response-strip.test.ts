/**
 * A field no answer schema lists never leaves the server, even when the code behind a route hands
 * one over by mistake: two reads are wrapped here to add private fields (an e-mail, a password
 * hash, a token, read_at), and the answers must come out without them. Without the response
 * schemas (or with a serializer that does not strip) the planted values would be sent.
 */
import { describe, expect, it, vi } from 'vitest';
import { publicProfile } from '../modules/users/profile.js';
import { listSkillsByName } from '../modules/skills/queries.js';
import { award, createAchievement, createSkill, createUser } from './factories.js';
import { useTestApp } from './harness.js';
import { call } from './http.js';

const PLANTED = { email: 'leak@academy.test', password_hash: '$argon2id$leak', token: 'leaked-token' };

vi.mock('../modules/users/profile.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../modules/users/profile.js')>();
  return {
    ...real,
    publicProfile: vi.fn(async (...args: Parameters<typeof real.publicProfile>) => {
      const profile = await real.publicProfile(...args);
      const achievements = profile.achievements.map((earned) => ({ ...earned, read_at: new Date(0), ...PLANTED }));
      return { ...profile, ...PLANTED, achievements };
    }),
  };
});

vi.mock('../modules/skills/queries.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../modules/skills/queries.js')>();
  return {
    ...real,
    listSkillsByName: vi.fn(async (...args: Parameters<typeof real.listSkillsByName>) =>
      (await real.listSkillsByName(...args)).map((skill) => ({ ...skill, ...PLANTED })),
    ),
  };
});

const t = useTestApp();

const leaks = (body: unknown) => Object.values(PLANTED).filter((value) => JSON.stringify(body).includes(value));

describe('fields a schema does not list', () => {
  it('are stripped from a profile, at the top and inside its lists', async () => {
    const user = await createUser(t.db);
    await award(t.db, user.id, (await createAchievement(t.db)).id);
    const reply = await call(t.app, 'GET', `/api/users/user/${user.id}`);
    expect(reply.status).toBe(200);
    expect(leaks(reply.body)).toEqual([]);
    expect(reply.body.user).not.toHaveProperty('email');
    expect(reply.body.achievements).toHaveLength(1);
    expect(reply.body.achievements[0]).not.toHaveProperty('read_at');
    expect(reply.body.user.achievements[0]).not.toHaveProperty('read_at');
    expect(reply.body.user.name).toBe(user.name);
    // The route did read through the planted fields (a module graph shared with another file
    // would have kept the real one: vitest.config.ts runs this file in a project of its own).
    expect(publicProfile).toHaveBeenCalled();
  });

  it('are stripped from every item of a list', async () => {
    await createSkill(t.db, 'TypeScript');
    const reply = await call(t.app, 'GET', '/api/front/skills');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ skills: [{ id: 1, name: 'TypeScript', users_count: 0 }] });
    expect(listSkillsByName).toHaveBeenCalled();
  });
});
