import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { call } from '../../test/http.js';

describe('GET /api/front/config', () => {
  describe('by default', () => {
    const t = useTestApp();

    it('answers the academy name "Dev Academy", no social links and no mail', async () => {
      expect(await call(t.app, 'GET', '/api/front/config')).toEqual({
        status: 200,
        body: {
          buy_course_url: 'https://academy.example.com/courses',
          academy_name: 'Dev Academy',
          social_links: { facebook: null, x: null, linkedin: null, youtube: null, github: null },
          mail_enabled: false,
        },
      });
    });
  });

  describe('mail_enabled (issue 26)', () => {
    const smtp = { SMTP_HOST: '127.0.0.1', SMTP_PORT: '2525', MAIL_FROM: 'Academy <academy@academy.test>' };
    const withMail = useTestApp({ ...smtp, PUBLIC_URL: 'https://academy.example.com' });
    const withoutLinks = useTestApp(smtp);

    it('is true with SMTP settings and PUBLIC_URL, false with SMTP settings alone (mail links need PUBLIC_URL)', async () => {
      expect((await call(withMail.app, 'GET', '/api/front/config')).body.mail_enabled).toBe(true);
      expect((await call(withoutLinks.app, 'GET', '/api/front/config')).body.mail_enabled).toBe(false);
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
