/**
 * The picture on the left of a share card (on the right of an Arabic one): a student's avatar, a course's book, a project's code
 * sign, the site's own illustration. Only the site's own files (web/static) are drawn: an
 * uploaded course image may be an SVG made to harm whoever draws it, so it is not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AVATAR_KEYS } from '../../../contracts/constants.js';

const staticDir = path.resolve(import.meta.dirname, '../../../web/static');
/** Files of web/static as data URIs, read once each. */
const staticUris = new Map<string, string>();
function staticUri(file: string): string {
  let uri = staticUris.get(file);
  if (!uri) {
    uri = `data:image/svg+xml;base64,${readFileSync(path.join(staticDir, file)).toString('base64')}`;
    staticUris.set(file, uri);
  }
  return uri;
}

/** The picture's centre; the Arabic card moves it to the mirror place at the right (share-card.ts). */
export const EMBLEM_CENTER = { x: 260, y: 315 };
const CENTER = EMBLEM_CENTER;
const RADIUS = 160;
const ring = `<circle cx="${CENTER.x}" cy="${CENTER.y}" r="${RADIUS + 12}" fill="#ffffff" opacity="0.15"/>`;
const disc = `<circle cx="${CENTER.x}" cy="${CENTER.y}" r="${RADIUS}" fill="#3949ab"/>`;

/** One of the preset avatars the web app shows (web/static/avatars), in a circle. */
export const avatarEmblem = (avatar: string | null) => {
  const name = avatar && AVATAR_KEYS.includes(avatar) ? avatar : 'default';
  const side = 2 * RADIUS;
  return `<defs><clipPath id="round"><circle cx="${CENTER.x}" cy="${CENTER.y}" r="${RADIUS}"/></clipPath></defs>
  ${ring}
  <image x="${CENTER.x - RADIUS}" y="${CENTER.y - RADIUS}" width="${side}" height="${side}" clip-path="url(#round)" xlink:href="${staticUri(`avatars/${name}.svg`)}"/>`;
};

/** An open book. */
export const courseEmblem = () => `${ring}${disc}
  <g transform="translate(${CENTER.x} ${CENTER.y + 10})">
    <path d="M-8 -62 C-40 -84 -82 -84 -112 -70 V78 C-82 64 -40 64 -8 86 Z" fill="#e8eaf6"/>
    <path d="M8 -62 C40 -84 82 -84 112 -70 V78 C82 64 40 64 8 86 Z" fill="#c5cae9"/>
    <path d="M-88 -40 C-66 -48 -44 -48 -28 -38 M-88 -8 C-66 -16 -44 -16 -28 -6 M-88 24 C-66 16 -44 16 -28 26 M28 -38 C44 -48 66 -48 88 -40 M28 -6 C44 -16 66 -16 88 -8" fill="none" stroke="#7986cb" stroke-width="7" stroke-linecap="round"/>
  </g>`;

/** A code sign, </>. */
export const projectEmblem = () => `${ring}${disc}
  <g transform="translate(${CENTER.x} ${CENTER.y})" fill="none" stroke-width="22" stroke-linecap="round" stroke-linejoin="round">
    <path d="M-52 -58 L-112 0 L-52 58 M52 -58 L112 0 L52 58" stroke="#e8eaf6"/>
    <path d="M22 -80 L-22 80" stroke="#ffb300"/>
  </g>`;

/** The illustration of the home page (web/static/hero.svg: a laptop with code, a trophy and stars). */
export const siteEmblem = () => `<image x="40" y="145" width="420" height="340" xlink:href="${staticUri('hero.svg')}"/>`;
