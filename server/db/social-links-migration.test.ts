import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normaliseSocial, type SocialField } from '../../contracts/social.js';
import { users } from './schema.js';
import { createUser } from '../test/factories.js';
import { useTestApp } from '../test/harness.js';

const t = useTestApp();

/** Values users may have stored before the rule, for every field. */
const stored = [
  'facebook.com/name',
  'https://www.facebook.com/facebook.com/name',
  ' @mona_dev ',
  'mona.adel',
  'x.com/mona',
  'https://twitter.com/mona',
  'http://m.linkedin.com/in/mona-adel/',
  'linkedin.com/company/acme',
  'youtube.com/@monacodes',
  'https://www.youtube.com/channel/UC1234567890abcdefghijkl',
  'monacodes',
  't.me/mona_t',
  '@mona_t',
  'www.facebook.com/profile.php?id=100012345',
  'not a url',
  'javascript:alert(1)',
  '   ',
  'ab',
];
const fields: [SocialField, 'telegramUsername' | 'facebook' | 'twitter' | 'linkedin' | 'youtube'][] = [
  ['telegram_username', 'telegramUsername'],
  ['facebook', 'facebook'],
  ['twitter', 'twitter'],
  ['linkedin', 'linkedin'],
  ['youtube', 'youtube'],
];

describe('migration 0005: stored social links', () => {
  it('normalises what the rule of contracts/social.ts reads, as it does, and keeps the rest as it was', async () => {
    for (const value of stored) {
      await createUser(t.db, Object.fromEntries(fields.map(([, column]) => [column, value])));
    }
    const file = await readFile(new URL('./migrations/0005_social_links.sql', import.meta.url), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));

    const rows = await t.db.select().from(users).orderBy(users.id);
    expect(rows).toHaveLength(stored.length);
    rows.forEach((row, i) => {
      for (const [field, column] of fields) {
        const value = stored[i];
        const expected = value.trim() === '' ? null : (normaliseSocial(field, value) ?? value.trim());
        expect(row[column], `${field} ${JSON.stringify(value)}`).toBe(expected);
      }
    });
  });
});
