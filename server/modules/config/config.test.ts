import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { call } from '../../test/http.js';

describe('GET /api/front/config', () => {
  describe('by default', () => {
    const t = useTestApp();

    it('answers the academy name "Dev Academy" and no social links', async () => {
      expect(await call(t.app, 'GET', '/api/front/config')).toEqual({
        status: 200,
        body: {
          buy_course_url: 'https://academy.example.com/courses',
          academy_name: 'Dev Academy',
          social_links: { facebook: null, x: null, linkedin: null, youtube: null, github: null },
        },
      });
    });
  });

  describe('with ACADEMY_NAME and SOCIAL_* set', () => {
    const t = useTestApp({
      ACADEMY_NAME: 'Code Camp',
      SOCIAL_FACEBOOK: 'https://www.facebook.com/codecamp',
      SOCIAL_GITHUB: 'https://github.com/codecamp',
      SOCIAL_X: '',
    });

    it('answers the configured name and links, null for the networks not set', async () => {
      const reply = await call(t.app, 'GET', '/api/front/config');
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        academy_name: 'Code Camp',
        social_links: {
          facebook: 'https://www.facebook.com/codecamp',
          x: null,
          linkedin: null,
          youtube: null,
          github: 'https://github.com/codecamp',
        },
      });
    });
  });
});
