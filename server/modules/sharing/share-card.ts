/**
 * A profile's share image (issue 26 item 4): the picture a link to /user/{id} shows on LinkedIn,
 * WhatsApp or X. An SVG template drawn to PNG by resvg with a font shipped in node_modules (Cairo:
 * Latin and Arabic), so the picture is the same on every server and an Arabic name is shaped and
 * laid out right to left. satori, the usual choice, lays text out left to right only.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import escapeHtml from 'escape-html';
import { AVATAR_KEYS } from '../../../contracts/constants.js';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What the picture shows; its version changes with any of them. */
export type CardFigures = {
  name: string;
  avatar: string | null;
  title: string | null;
  rank: number;
  points: number;
  academyName: string;
};

const require = createRequire(import.meta.url);
const fontFile = (weight: string) =>
  path.join(path.dirname(require.resolve('@expo-google-fonts/cairo/package.json')), weight, `Cairo_${weight}.ttf`);
const FONT_OPTIONS = {
  fontFiles: [fontFile('400Regular'), fontFile('700Bold')],
  loadSystemFonts: false,
  defaultFontFamily: 'Cairo',
};

/** The preset avatars the web app shows (web/static/avatars), read once each as data URIs. */
const avatarsDir = path.resolve(import.meta.dirname, '../../../web/static/avatars');
const avatarUris = new Map<string, string>();
function avatarUri(avatar: string | null): string {
  const name = avatar && AVATAR_KEYS.includes(avatar) ? avatar : 'default';
  let uri = avatarUris.get(name);
  if (!uri) {
    uri = `data:image/svg+xml;base64,${readFileSync(path.join(avatarsDir, `${name}.svg`)).toString('base64')}`;
    avatarUris.set(name, uri);
  }
  return uri;
}

/** A short text that changes whenever the picture would (the image URL carries it). */
export const cardVersion = (figures: CardFigures) =>
  createHash('sha256').update(JSON.stringify(figures)).digest('base64url').slice(0, 12);

/** The first letter with a direction: Hebrew, Arabic and the scripts around them read right to left. */
const startsRightToLeft = (text: string) => /^[^\p{L}]*[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u.test(text);

/**
 * A line of text whose direction is its first letter's (as `dir="auto"` in HTML): resvg lays a
 * paragraph out left to right unless an embedding says otherwise.
 */
const line = (text: string) => escapeHtml(startsRightToLeft(text) ? `\u202B${text}\u202C` : text);

/** At most `max` characters, cut with an ellipsis (a name is up to 100 characters; the card fits about 28). */
const shortened = (text: string, max: number) => {
  const characters = [...text.trim()];
  return characters.length <= max
    ? characters.join('')
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
};

export function cardSvg(figures: CardFigures): string {
  const points = `${figures.points.toLocaleString('en-US')} points`;
  const title = figures.title ? shortened(figures.title, 48) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs>
    <clipPath id="round"><circle cx="260" cy="315" r="160"/></clipPath>
  </defs>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#1a237e"/>
  <rect y="${CARD_HEIGHT - 24}" width="${CARD_WIDTH}" height="24" fill="#3949ab"/>
  <circle cx="260" cy="315" r="172" fill="#ffffff" opacity="0.15"/>
  <image x="100" y="155" width="320" height="320" clip-path="url(#round)" xlink:href="${avatarUri(figures.avatar)}"/>
  <g font-family="Cairo" fill="#ffffff">
    <text x="500" y="110" font-size="34" opacity="0.8">${line(shortened(figures.academyName, 40))}</text>
    <text x="500" y="${title ? 270 : 300}" font-size="72" font-weight="700">${line(shortened(figures.name, 26))}</text>
    ${title ? `<text x="500" y="330" font-size="36" opacity="0.85">${line(title)}</text>` : ''}
    <text x="500" y="460" font-size="64" font-weight="700">#${figures.rank.toLocaleString('en-US')}</text>
    <text x="500" y="520" font-size="36" opacity="0.85">${escapeHtml(points)}</text>
  </g>
</svg>`;
}

/**
 * The card drawn, off the event loop (libuv's thread pool): its pixels and its PNG. Tens of
 * milliseconds of a core each, so callers keep and limit them (routes.ts).
 */
export const renderCard = (figures: CardFigures) =>
  renderAsync(cardSvg(figures), { font: FONT_OPTIONS, fitTo: { mode: 'original' } });

export const drawCard = async (figures: CardFigures): Promise<Buffer> => (await renderCard(figures)).asPng();
