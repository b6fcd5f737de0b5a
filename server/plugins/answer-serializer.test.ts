/**
 * The answer serializer skips the schemas' checks but keeps what answers rely on. Oracle: the JSON
 * written out by hand.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicAwardItem } from '../../contracts/achievements.js';
import { isoTimestamp, type Json } from '../../contracts/items.js';
import { publicProfileResponse } from '../../contracts/users.js';
import { answerSerializer } from './answer-serializer.js';

const item = z.object({ id: z.number().int(), name: z.string(), at: isoTimestamp, note: z.string().nullable() });
const award: Json<typeof publicAwardItem> = {
  id: 19,
  name: 'Centurion',
  description: 'Earned 100 points from projects.',
  points: 15,
  manual: 0,
  rule_metric: 'project_points',
  rule_threshold: 100,
  badge: null,
  users_count: 43316,
  created_at: '2026-11-19T21:32:41.526Z',
  earned_at: '2026-01-23T03:52:28.492Z',
};
const serialize = (schema: z.ZodType, data: unknown) => answerSerializer({ schema, method: 'GET', url: '/test' })(data);

describe('answerSerializer', () => {
  it('drops fields the schema does not list and writes dates as ISO text', () => {
    const at = new Date(Date.UTC(2026, 10, 27, 8, 30, 5, 123));
    const json = serialize(z.array(item), [
      { id: 1, name: 'Ada', at, note: null, email: 'leak@academy.test', password_hash: 'x' },
    ]);
    expect(json).toBe('[{"id":1,"name":"Ada","at":"2026-11-27T08:30:05.123Z","note":null}]');
  });

  it('refuses a value of the wrong kind or a missing field (the route answers 500)', () => {
    const at = new Date(0);
    for (const wrong of [
      { id: '1', name: 'Ada', at, note: null },
      { id: 1, name: 'Ada', at: '1970-01-01T00:00:00.000Z', note: null },
      { id: 1, name: 'Ada', at, note: undefined },
      { id: 1, at, note: null },
    ]) {
      expect(() => serialize(item, wrong), JSON.stringify(wrong)).toThrow(/Response doesn't match the schema/);
    }
  });

  it("writes a profile's answer as it travels (one of the bench's profiles, its lists cut to one item)", () => {
    const wire = {
      user: {
        id: 1234,
        name: "Mahmoud O'Fahmy",
        avatar: null,
        total_points: 270,
        projects_count: 5,
        courses_count: 1,
        title: null,
        created_at: '2024-12-19T20:22:28.528Z',
        bio: 'Mobile developer in the making, Flutter first.',
        telegram_username: 'mahmoud_fahmy_1234',
        facebook: null,
        twitter: null,
        linkedin: 'https://www.linkedin.com/in/mahmoud-fahmy-1234',
        youtube: null,
        github: null,
        website: null,
        rank: 45662,
        courses: [
          {
            id: 1,
            title: 'Full-Stack Web Development: Foundations',
            description: 'A hands-on foundations course: 10 projects, reviewed by mentors.',
            image: null,
            link: 'https://academy.example.com/courses/full-stack-web-development-foundations',
            projects_count: 10,
            users_count: 9768,
            created_at: '2024-07-31T05:52:44.219Z',
            archived_at: null,
          },
        ],
        projects: [
          {
            id: 216260,
            project_id: 5,
            url: 'https://github.com/mahmoud-fahmy-1234/rest-api-5',
            created_at: '2026-01-23T03:52:28.492Z',
            project_name: 'REST API',
            points_value: 50,
            course_id: 1,
            course_title: 'Full-Stack Web Development: Foundations',
          },
        ],
        achievements: [award],
        skills: [{ id: 40, name: 'Algorithms', users_count: 12342 }],
      },
      achievements: [award],
    };
    // What the server holds: the same, its timestamps as Dates.
    const held = z.decode(publicProfileResponse, wire);
    expect(held.user.created_at).toBeInstanceOf(Date);
    expect(serialize(publicProfileResponse, held)).toBe(JSON.stringify(wire));
  });
});
