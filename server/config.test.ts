import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const problem = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
};

describe('TRUST_PROXY', () => {
  it('is off by default and with 0/false/empty', () => {
    for (const value of [undefined, '', '0', 'false']) {
      expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(false);
    }
  });

  it('takes a hop count: 1 trusts one proxy on a loopback/private address, never a client-written entry', () => {
    const trust = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::ffff:10.1.2.3', 0)).toBe(true);
    // The entry the proxy appended is the client; nothing to its left is believed.
    expect(trust('203.0.113.7', 1)).toBe(false);
    expect(trust('10.0.0.5', 1)).toBe(false);
    // A client reaching the server directly from a public address cannot forge its address.
    expect(trust('198.51.100.1', 0)).toBe(false);
    const two = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([two('127.0.0.1', 0), two('10.0.0.2', 1), two('10.0.0.3', 2)]).toEqual([true, true, false]);
  });

  it("takes a comma-separated list of the proxies' addresses and CIDR ranges", () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });

  it('refuses "trust everything" and anything else with one line naming the variable', () => {
    for (const value of ['true', 'yes', '10.0.0.0/33', '10.0.0.1,', 'nginx', '-1', '1.5', '123']) {
      const message = problem({ TRUST_PROXY: value });
      expect(message).toMatch(/^Invalid configuration: TRUST_PROXY: must be a number of proxy hops/);
      expect(message).not.toContain('\n');
    }
  });
});

describe('SEED_DEMO', () => {
  it('is on by default (npm install && npm start gets the demo academy)', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
  });

  it('is off with NODE_ENV=production unless SEED_DEMO=1 is set explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('0 turns it off anywhere; other values are refused', () => {
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(problem({ SEED_DEMO: 'maybe' })).toMatch(/^Invalid configuration: SEED_DEMO/);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to 10 connections and takes a whole number from 1', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad }), bad).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});

describe('ACADEMY_NAME and SOCIAL_*', () => {
  it('default to "Dev Academy" and no social links', () => {
    const config = loadConfig({});
    expect(config.academyName).toBe('Dev Academy');
    expect(Object.values(config.socialLinks)).toEqual([null, null, null, null, null]);
  });

  it('take a name and https:// links; an empty link is unset', () => {
    const config = loadConfig({ ACADEMY_NAME: ' Code Camp ', SOCIAL_YOUTUBE: 'https://www.youtube.com/@codecamp', SOCIAL_X: '' });
    expect(config.academyName).toBe('Code Camp');
    expect(config.socialLinks).toMatchObject({ youtube: 'https://www.youtube.com/@codecamp', x: null });
  });

  it('refuse an empty name and links that are not https:// URLs', () => {
    expect(problem({ ACADEMY_NAME: '  ' })).toMatch(/ACADEMY_NAME/);
    for (const bad of ['facebook.com/codecamp', 'http://www.facebook.com/codecamp', 'javascript:alert(1)', 'https://']) {
      expect(problem({ SOCIAL_FACEBOOK: bad }), bad).toMatch(
        /^Invalid configuration: SOCIAL_FACEBOOK: must be an https:\/\/ URL/,
      );
    }
  });
});

describe('UPLOADS_MAX_MEGAPIXELS (issue 43)', () => {
  it('defaults to 25 million pixels, takes fractions, and refuses anything but a positive number naming the variable', () => {
    expect(loadConfig({}).uploadsMaxMegapixels).toBe(25);
    expect(loadConfig({ UPLOADS_MAX_MEGAPIXELS: '12.5' }).uploadsMaxMegapixels).toBe(12.5);
    for (const bad of ['0', '-4', 'large']) {
      expect(problem({ UPLOADS_MAX_MEGAPIXELS: bad }), bad).toMatch(/^Invalid configuration: UPLOADS_MAX_MEGAPIXELS: /);
    }
  });
});

describe('token lifetimes', () => {
  it('default to 30 idle days and 90 days from issue', () => {
    const config = loadConfig({});
    expect([config.tokenTtlDays, config.tokenMaxAgeDays]).toEqual([30, 90]);
    expect(loadConfig({ TOKEN_MAX_AGE_DAYS: '7' }).tokenMaxAgeDays).toBe(7);
  });

  it('refuse a lifetime that is not a positive number', () => {
    expect(problem({ TOKEN_MAX_AGE_DAYS: '0' })).toMatch(/^Invalid configuration: TOKEN_MAX_AGE_DAYS/);
    expect(problem({ TOKEN_MAX_AGE_DAYS: 'forever' })).toMatch(/TOKEN_MAX_AGE_DAYS/);
  });
});

describe('TZ', () => {
  it('defaults to Africa/Cairo (unset or empty) and takes an IANA name in its canonical spelling', () => {
    expect(loadConfig({}).timeZone).toBe('Africa/Cairo');
    expect(loadConfig({ TZ: ' ' }).timeZone).toBe('Africa/Cairo');
    expect(loadConfig({ TZ: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
    expect(loadConfig({ TZ: 'utc' }).timeZone).toBe('UTC');
  });

  it('refuses a name that is not a time zone', () => {
    expect(problem({ TZ: 'Mars/Olympus' })).toMatch(/^Invalid configuration: TZ: must be an IANA time zone name/);
    expect(problem({ TZ: ':/etc/localtime' })).toMatch(/TZ/);
    expect(problem({ TZ: "Africa/Cairo'; DROP TABLE payments; --" })).toMatch(/TZ/);
  });
});

describe('PUBLIC_URL', () => {
  it('is unset by default (empty too) and takes an http(s) address without its trailing slash', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: ' ' }).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://Academy.Example.com/' }).publicUrl).toBe('https://academy.example.com');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000/academy/' }).publicUrl).toBe('http://localhost:3000/academy');
  });

  it('refuses anything else with one line naming it', () => {
    for (const bad of [
      'academy.example.com',
      'ftp://academy.example.com',
      'https://x.com/?a=1',
      'https://x.com/#top',
      'javascript:alert(1)',
    ]) {
      expect(problem({ PUBLIC_URL: bad })).toMatch(
        /^Invalid configuration: PUBLIC_URL: must be the site's http:\/\/ or https:\/\/ address/,
      );
    }
  });
});

describe('SMTP settings and MAIL_FROM (issue 26)', () => {
  const FROM = { MAIL_FROM: 'Dev Academy <academy@example.com>' };

  it('are unset by default (empty values too): no mail', () => {
    expect(loadConfig({}).smtp).toBeUndefined();
    expect(loadConfig({ SMTP_URL: '', SMTP_HOST: ' ', SMTP_PORT: '', MAIL_FROM: '' }).smtp).toBeUndefined();
  });

  it('take SMTP_URL as it is, or SMTP_HOST with its port (587 by default, TLS from the start on 465) and login', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.com', ...FROM }).smtp).toEqual({
      transport: 'smtps://user:pass@mail.example.com',
      from: FROM.MAIL_FROM,
    });
    expect(loadConfig({ SMTP_HOST: 'mail.example.com', MAIL_FROM: 'academy@example.com' }).smtp).toEqual({
      transport: { host: 'mail.example.com', port: 587, secure: false },
      from: 'academy@example.com',
    });
    const config = loadConfig({ SMTP_HOST: 'mail.example.com', SMTP_PORT: '465', SMTP_USER: 'me', SMTP_PASSWORD: 'pw', ...FROM });
    expect(config.smtp?.transport).toEqual({
      host: 'mail.example.com',
      port: 465,
      secure: true,
      auth: { user: 'me', pass: 'pw' },
    });
  });

  it('refuse a bad or half-given set with one line naming each variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ SMTP_URL: 'http://mail.example.com', ...FROM }, /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
      [
        { SMTP_URL: 'smtp://a.example.com', SMTP_HOST: 'b.example.com', ...FROM },
        /SMTP_HOST: set SMTP_URL or SMTP_HOST, not both/,
      ],
      [{ SMTP_PORT: '25', ...FROM }, /SMTP_PORT: needs SMTP_HOST/],
      [{ SMTP_HOST: 'mail.example.com', SMTP_PORT: '70000', ...FROM }, /SMTP_PORT: /],
      [{ SMTP_HOST: 'mail.example.com', SMTP_USER: 'me', ...FROM }, /SMTP_USER: give SMTP_USER and SMTP_PASSWORD together/],
      [{ SMTP_HOST: 'mail.example.com' }, /MAIL_FROM: required with SMTP settings/],
      [{ SMTP_HOST: 'mail.example.com', MAIL_FROM: 'Academy <not an address>' }, /MAIL_FROM: must be an e-mail address/],
    ];
    for (const [env, expected] of cases) {
      const message = problem(env);
      expect(message).toMatch(/^Invalid configuration: /);
      expect(message).toMatch(expected);
      expect(message).not.toContain('\n');
    }
  });
});

describe('RESET_LINK_MINUTES and INVITATION_LINK_DAYS (issue 26)', () => {
  it('default to an hour and 7 days, take fractions, and refuse anything but a positive number naming the variable', () => {
    expect(loadConfig({}).linkLifetimeSeconds).toEqual({ reset: 3600, invite: 7 * 86_400 });
    expect(loadConfig({ RESET_LINK_MINUTES: '0.05', INVITATION_LINK_DAYS: '1' }).linkLifetimeSeconds).toEqual({
      reset: 3,
      invite: 86_400,
    });
    expect(problem({ RESET_LINK_MINUTES: '0' })).toMatch(/^Invalid configuration: RESET_LINK_MINUTES: /);
    expect(problem({ INVITATION_LINK_DAYS: 'week' })).toMatch(/^Invalid configuration: INVITATION_LINK_DAYS: /);
  });
});

describe('MAIL_RETRY_SECONDS and INVITATIONS_PER_ADMIN_PER_DAY (issue 43)', () => {
  it('default to 30 seconds and 5,000, and refuse anything but a positive number naming the variable', () => {
    expect(loadConfig({})).toMatchObject({ mailRetrySeconds: 30, invitationsPerAdminPerDay: 5000 });
    expect(loadConfig({ MAIL_RETRY_SECONDS: '0.5', INVITATIONS_PER_ADMIN_PER_DAY: '300' })).toMatchObject({
      mailRetrySeconds: 0.5,
      invitationsPerAdminPerDay: 300,
    });
    expect(problem({ MAIL_RETRY_SECONDS: '-1' })).toMatch(/^Invalid configuration: MAIL_RETRY_SECONDS: /);
    expect(problem({ INVITATIONS_PER_ADMIN_PER_DAY: '2.5' })).toMatch(/^Invalid configuration: INVITATIONS_PER_ADMIN_PER_DAY: /);
  });
});

describe('an invalid configuration', () => {
  const BAD = {
    PORT: 'eighty',
    DATABASE_URL: 'mysql://db/academy',
    ADMIN_EMAIL: 'not-an-email',
    ADMIN_PASSWORD: '123',
    LOG_LEVEL: 'loud',
    TOKEN_TTL_DAYS: '-1',
    LOGIN_RATE_LIMIT: '2.5',
    TRUST_PROXY: 'everyone',
  };

  it('names every bad variable in one error, on one line', () => {
    const message = problem(BAD);
    expect(message).toMatch(/^Invalid configuration: /);
    expect(message).not.toContain('\n');
    const named = message
      .slice('Invalid configuration: '.length)
      .split('; ')
      .map((entry) => entry.split(':')[0]);
    expect(named.sort()).toEqual(Object.keys(BAD).sort());
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(message).toContain('ADMIN_PASSWORD: must be at least 6 characters');
  });

  it('stops the server before it opens anything, printing that one line', () => {
    const dataDir = path.join(os.tmpdir(), `academy-config-${process.pid}`);
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH, ...BAD, DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    for (const name of Object.keys(BAD)) expect(lines[0]).toContain(`${name}:`);
    expect(existsSync(dataDir)).toBe(false);
  });
});
