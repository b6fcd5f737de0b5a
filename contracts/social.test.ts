import { describe, expect, it } from 'vitest';
import { SOCIAL_LINKS } from './messages.js';
import { normaliseSocial, socialHref, type SocialField } from './social.js';
import { profileUpdateSchema, userUpdateSchema } from './users.js';

/** [field, what a user types, what is stored (null: refused)] */
const cases: [SocialField, string, string | null][] = [
  ['facebook', 'facebook.com/name', 'https://www.facebook.com/name'],
  ['facebook', 'john.doe', 'https://www.facebook.com/john.doe'],
  ['facebook', '@john.doe', 'https://www.facebook.com/john.doe'],
  ['facebook', 'https://www.facebook.com/john.doe/', 'https://www.facebook.com/john.doe'],
  ['facebook', 'http://m.facebook.com/john.doe?ref=bookmarks', 'https://www.facebook.com/john.doe'],
  ['facebook', 'www.facebook.com/profile.php?id=100012345', 'https://www.facebook.com/profile.php?id=100012345'],
  ['facebook', '  FACEBOOK.COM/Mona.Adel  ', 'https://www.facebook.com/Mona.Adel'],
  ['facebook', 'not a url', null],
  ['facebook', 'facebook.com', null],
  ['facebook', 'https://x.com/mona', null],
  ['facebook', 'https://evil.example/facebook.com/mona', null],
  ['facebook', 'facebook.com.evil.example/mona', null],
  ['facebook', 'javascript:alert(1)', null],
  ['facebook', 'ab', null],
  ['twitter', '@mona', 'https://x.com/mona'],
  ['twitter', 'mona_dev', 'https://x.com/mona_dev'],
  ['twitter', 'x.com/mona', 'https://x.com/mona'],
  ['twitter', 'https://twitter.com/mona', 'https://x.com/mona'],
  ['twitter', 'http://www.twitter.com/@Mona_1/', 'https://x.com/Mona_1'],
  ['twitter', 'mobile.twitter.com/mona', 'https://x.com/mona'],
  ['twitter', 'https://x.com/mona/status/1', null],
  ['twitter', 'much_too_long_handle', null],
  ['twitter', 'mona dev', null],
  ['twitter', 'facebook.com/mona', null],
  ['linkedin', 'linkedin.com/in/mona-adel', 'https://www.linkedin.com/in/mona-adel'],
  ['linkedin', 'https://www.linkedin.com/in/mona-adel-123/', 'https://www.linkedin.com/in/mona-adel-123'],
  ['linkedin', 'm.linkedin.com/in/mona', 'https://www.linkedin.com/in/mona'],
  ['linkedin', 'mona-adel', 'https://www.linkedin.com/in/mona-adel'],
  ['linkedin', 'linkedin.com/company/acme', null],
  ['linkedin', 'linkedin.com/mona', null],
  ['linkedin', 'https://example.com/in/mona', null],
  ['youtube', '@monacodes', 'https://www.youtube.com/@monacodes'],
  ['youtube', 'monacodes', 'https://www.youtube.com/@monacodes'],
  ['youtube', 'youtube.com/@monacodes', 'https://www.youtube.com/@monacodes'],
  ['youtube', 'https://m.youtube.com/c/MonaCodes', 'https://www.youtube.com/c/MonaCodes'],
  ['youtube', 'www.youtube.com/channel/UC1234567890abcdefghijkl', 'https://www.youtube.com/channel/UC1234567890abcdefghijkl'],
  ['youtube', 'https://www.youtube.com/watch?v=abc', null],
  ['youtube', 'youtube.com', null],
  ['youtube', 'not a url', null],
  ['telegram_username', 'mona_t', 'mona_t'],
  ['telegram_username', '@mona_t', 'mona_t'],
  ['telegram_username', 't.me/mona_t', 'mona_t'],
  ['telegram_username', 'https://t.me/mona_t/', 'mona_t'],
  ['telegram_username', 'telegram.me/mona_t', 'mona_t'],
  ['telegram_username', 'mona', null],
  ['telegram_username', '1mona_t', null],
  ['telegram_username', 'https://example.com/mona_t', null],
  ['telegram_username', 'mona t', null],
];

describe('social links', () => {
  it.each(cases)('%s: %j is stored as %j', (field, input, stored) => {
    expect(normaliseSocial(field, input)).toBe(stored);
  });

  it('stored links are https links of the network; Telegram links to t.me', () => {
    for (const [field, input, stored] of cases) {
      if (stored === null) {
        expect(socialHref(field, input)).toBeNull();
        continue;
      }
      const href = socialHref(field, stored);
      expect(href).toMatch(/^https:\/\/(www\.facebook\.com|x\.com|www\.linkedin\.com|www\.youtube\.com|t\.me)\//);
      // Normalising a stored value changes nothing.
      expect(normaliseSocial(field, stored)).toBe(stored);
    }
    expect(socialHref('telegram_username', 'mona_t')).toBe('https://t.me/mona_t');
  });

  it('the profile and admin forms store the link and refuse other text with the field message', () => {
    const profile = profileUpdateSchema.parse({ name: 'Mona', facebook: 'facebook.com/name', twitter: '', youtube: null });
    expect(profile).toMatchObject({ facebook: 'https://www.facebook.com/name', twitter: null, youtube: null });
    const refused = userUpdateSchema.safeParse({
      name: 'Mona',
      email: 'mona@academy.test',
      facebook: 'not a url',
      twitter: 'facebook.com/mona',
      linkedin: 'x',
      youtube: 'youtube.com',
      telegram_username: 'http://t.me',
    });
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries((refused.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      facebook: SOCIAL_LINKS.facebook,
      twitter: SOCIAL_LINKS.twitter,
      linkedin: SOCIAL_LINKS.linkedin,
      youtube: SOCIAL_LINKS.youtube,
      telegram_username: SOCIAL_LINKS.telegram,
    });
  });
});
