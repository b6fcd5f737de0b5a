import { describe, expect, it } from 'vitest';
import { SOCIAL_LINKS } from './form-messages.js';
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
  ['github', 'mona-adel', 'https://github.com/mona-adel'],
  ['github', '@mona-adel', 'https://github.com/mona-adel'],
  ['github', 'github.com/MonaAdel', 'https://github.com/MonaAdel'],
  ['github', 'https://www.github.com/mona-adel/', 'https://github.com/mona-adel'],
  ['github', 'http://github.com/m0na?tab=repositories', 'https://github.com/m0na'],
  ['github', 'github.com/mona-adel/academy', null],
  ['github', '-mona', null],
  ['github', 'mona--adel', null],
  ['github', 'a'.repeat(40), null],
  ['github', 'github.com', null],
  ['github', 'https://gitlab.com/mona', null],
  ['github', 'javascript:alert(1)', null],
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
      expect(href).toMatch(/^https:\/\/(www\.facebook\.com|x\.com|www\.linkedin\.com|www\.youtube\.com|github\.com|t\.me)\//);
      // Normalising a stored value changes nothing.
      expect(normaliseSocial(field, stored)).toBe(stored);
    }
    expect(socialHref('telegram_username', 'mona_t')).toBe('https://t.me/mona_t');
  });

  it.each([
    ['mona.dev', 'https://mona.dev'],
    ['  https://mona.dev/blog?x=1#top ', 'https://mona.dev/blog?x=1#top'],
    ['http://mona.dev', 'http://mona.dev'],
    ['HTTP://Mona.Dev/', 'HTTP://Mona.Dev/'],
    ['mona.dev:8080/cv', 'https://mona.dev:8080/cv'],
    ['sub.mona.co.uk', 'https://sub.mona.co.uk'],
    ['javascript:alert(1)', null],
    ['JavaScript://mona.dev/%0aalert(1)', null],
    ['ftp://mona.dev', null],
    ['mailto:mona@mona.dev', null],
    ['data:text/html,hi', null],
    ['https://user:pass@mona.dev', null],
    ['mona', null],
    ['https://localhost', null],
    ['mona dev.com', null],
    ['https://', null],
    // The URL parser skips slashes before a host: these were stored as https:////evil.com (issue 44).
    ['//evil.com', null],
    ['https:////evil.com', null],
    ['/evil.com', null],
    ['\\\\evil.com', null],
    ['https://\\evil.com', null],
  ] as const)('website %j -> %j (scheme kept, https:// added, no other scheme)', (input, stored) => {
    expect(normaliseSocial('website', input)).toBe(stored);
    if (stored === null) return expect(socialHref('website', input)).toBeNull();
    expect(socialHref('website', stored)).toBe(stored);
    expect(normaliseSocial('website', stored)).toBe(stored);
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
      github: 'github.com/a/b',
      website: 'javascript:alert(1)',
    });
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries((refused.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      facebook: SOCIAL_LINKS.facebook,
      twitter: SOCIAL_LINKS.twitter,
      linkedin: SOCIAL_LINKS.linkedin,
      youtube: SOCIAL_LINKS.youtube,
      telegram_username: SOCIAL_LINKS.telegram,
      github: SOCIAL_LINKS.github,
      website: SOCIAL_LINKS.website,
    });
  });
});
