/**
 * Social links of a profile: a handle or a link of the field's own network, stored as the full
 * `https://` link (Telegram: the username); the personal website, any http(s) link. One rule for the server, the profile form and the
 * admin user form (`users.ts`), and for showing stored values (`socialHref`): a value it cannot
 * read is shown as plain text, never linked.
 *
 * Each pattern has one group, the part kept. The patterns are also valid PostgreSQL regular
 * expressions: migration 0005 normalised the values stored before this rule with the same ones.
 */
import { SOCIAL_LINKS } from './form-messages.js';

type NetworkField = 'telegram_username' | 'facebook' | 'twitter' | 'linkedin' | 'youtube' | 'github';
/** Every link of a profile: the networks' and the personal website (any http(s) site). */
export type SocialField = NetworkField | 'website';

/** Scheme, `www.` and `m.` are optional; a trailing slash, a query or a fragment are dropped. */
const site = (host: string, path: string) =>
  new RegExp(`^(?:https?://)?(?:(?:www|m|mobile)\\.)?(?:${host})/${path}/?(?:[?#].*)?$`, 'i');

interface Network {
  /** Links of the network; the group is what `link` is built from. */
  urls: RegExp[];
  /** A bare handle; the group is what `link` is built from. */
  handle: RegExp;
  link: (name: string) => string;
  message: string;
}

const FACEBOOK_NAME = '(?!profile\\.php)[a-z0-9.]{3,50}';
const TELEGRAM_NAME = '[a-z][a-z0-9_]{4,31}';
/** GitHub: 1 to 39 letters, digits or single inner hyphens. */
const GITHUB_NAME = '[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){0,38}';

export const SOCIAL_NETWORKS: Record<NetworkField, Network> = {
  telegram_username: {
    urls: [site('t\\.me|telegram\\.me', `(${TELEGRAM_NAME})`)],
    handle: new RegExp(`^@?(${TELEGRAM_NAME})$`, 'i'),
    link: (name) => name,
    message: SOCIAL_LINKS.telegram,
  },
  facebook: {
    urls: [
      new RegExp('^(?:https?://)?(?:(?:www|m|mobile)\\.)?facebook\\.com/(profile\\.php\\?id=[0-9]{1,30})(?:&.*)?$', 'i'),
      site('facebook\\.com', `(${FACEBOOK_NAME})`),
    ],
    // Facebook names never end in a domain ("facebook.com" alone is not a name).
    handle: new RegExp(`^@?((?![a-z0-9.]*\\.(?:com|net|org|php)$)${FACEBOOK_NAME})$`, 'i'),
    link: (name) => `https://www.facebook.com/${name}`,
    message: SOCIAL_LINKS.facebook,
  },
  twitter: {
    urls: [site('x\\.com|twitter\\.com', '@?([a-z0-9_]{1,15})')],
    handle: /^@?([a-z0-9_]{1,15})$/i,
    link: (name) => `https://x.com/${name}`,
    message: SOCIAL_LINKS.twitter,
  },
  linkedin: {
    urls: [site('linkedin\\.com', 'in/([a-z0-9_-]{3,100})')],
    handle: /^([a-z0-9_-]{3,100})$/i,
    link: (name) => `https://www.linkedin.com/in/${name}`,
    message: SOCIAL_LINKS.linkedin,
  },
  youtube: {
    urls: [site('youtube\\.com', '(@[a-z0-9._-]{3,30}|c/[a-z0-9._-]{1,100}|channel/[a-z0-9_-]{1,100})')],
    handle: /^((?![^/]*\.(?:com|net|org|be|me)$)@?[a-z0-9._-]{3,30})$/i,
    link: (name) => `https://www.youtube.com/${name.startsWith('@') || name.includes('/') ? name : `@${name}`}`,
    message: SOCIAL_LINKS.youtube,
  },
  github: {
    urls: [site('github\\.com', `(${GITHUB_NAME})`)],
    handle: new RegExp(`^@?(${GITHUB_NAME})$`, 'i'),
    link: (name) => `https://github.com/${name}`,
    message: SOCIAL_LINKS.github,
  },
};

/** A scheme before the host ("javascript:", "ftp:"), not a port ("site.dev:8080"). */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/** The host right after `//`: the URL parser skips more slashes or backslashes, which a stored link must not carry. */
const HOST_AFTER_SCHEME = /^https?:\/\/[^/\\]/i;

/**
 * A personal website: an http or https link (the scheme as given, https:// added when there is
 * none) to a named host, nothing else (no javascript:, no spaces, no bare word, no `//evil.com`,
 * which became `https:////evil.com`).
 */
function websiteLink(text: string): string | null {
  const link = /^https?:\/\//i.test(text) ? text : SCHEME.test(text) ? null : `https://${text}`;
  if (link === null || /\s/.test(link) || !HOST_AFTER_SCHEME.test(link)) return null;
  try {
    const { hostname, username, password } = new URL(link);
    return /^[^.]+(\.[^.]+)+$/.test(hostname) && !username && !password ? link : null;
  } catch {
    return null;
  }
}

/** The message a refused value of `field` gets. */
export const socialMessage = (field: SocialField) =>
  field === 'website' ? SOCIAL_LINKS.website : SOCIAL_NETWORKS[field].message;

/** The value to store for `field`, or null when the value is not a handle or link of its network. */
export function normaliseSocial(field: SocialField, value: string): string | null {
  const trimmed = value.trim();
  if (field === 'website') return websiteLink(trimmed);
  const network = SOCIAL_NETWORKS[field];
  for (const pattern of [...network.urls, network.handle]) {
    const match = pattern.exec(trimmed);
    if (match) return network.link(match[1]);
  }
  return null;
}

/** The link a stored value opens, or null (shown as plain text) when the rule cannot read it. */
export function socialHref(field: SocialField, value: string): string | null {
  const stored = normaliseSocial(field, value);
  if (stored === null) return null;
  return field === 'telegram_username' ? `https://t.me/${stored}` : stored;
}
