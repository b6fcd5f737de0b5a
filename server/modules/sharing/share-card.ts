/**
 * Share images (issue 26 item 4, issue 44 item 1): the picture a link to a profile, a course, a
 * project or the home page shows on LinkedIn, WhatsApp or X. An SVG template drawn to PNG by resvg
 * with a font shipped in node_modules (Cairo: Latin and Arabic), so the picture is the same on
 * every server and an Arabic name is shaped and laid out right to left. satori, the usual choice,
 * lays text out left to right only. Every text is fitted by its drawn width (card-text.ts).
 *
 * A card asked for in Arabic (`lang: 'ar'`, issue 47) says its labels in Arabic ("النقاط: 1,234")
 * and is laid out right to left: the picture on the right, the texts right-aligned beside it.
 * Figures keep Western digits. Its version differs from the English card's, so it has its own
 * URL, ETag and place among the kept pictures; the English card is drawn as before.
 */
import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import { NUMBER_LOCALE } from '../../../contracts/constants.js';
import { avatarEmblem, courseEmblem, EMBLEM_CENTER, projectEmblem, siteEmblem } from './card-emblems.js';
import { fitText, FONT_OPTIONS, svgLine, type FittedText, type TextBox } from './card-text.js';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Changes when the drawing does, so that cards kept under their old URL are asked again. */
const DRAWING_VERSION = 2;

/** The Arabic version of a card; the English one has no `lang` (so its version is what it always was). */
type CardLanguage = { lang?: 'ar' };

/** What a card shows; its version changes with any of it. */
export type StudentCard = CardLanguage & {
  kind: 'user';
  name: string;
  avatar: string | null;
  title: string | null;
  rank: number;
  points: number;
  academyName: string;
};
export type CourseCard = CardLanguage & {
  kind: 'course';
  title: string;
  description: string | null;
  projects: number;
  academyName: string;
};
export type ProjectCard = CardLanguage & {
  kind: 'project';
  name: string;
  courseTitle: string;
  points: number;
  academyName: string;
};
export type SiteCard = CardLanguage & { kind: 'site'; academyName: string };
export type ShareCard = StudentCard | CourseCard | ProjectCard | SiteCard;

/** A short text that changes whenever the picture would (the image URL carries it). */
export const cardVersion = (card: ShareCard) =>
  createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, card]))
    .digest('base64url')
    .slice(0, 12);

/** The texts of a card, top to bottom, in the column right of its picture. */
type Column = { top?: string; heading: string; subtitle?: string | null; figure?: string; caption?: string };

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
/** An Arabic label and its figure ("النقاط: 1,234"): read right to left, the label first, at the right. */
const arabicPair = (label: string, n: number) => `${label}: ${n.toLocaleString(NUMBER_LOCALE)}`;

/** The words a card draws besides its names, in each language (the glossary: docs/decisions.md). */
const CARD_WORDS = {
  en: {
    rank: (n: number) => `#${n.toLocaleString('en-US')}`,
    points: (n: number) => count(n, 'point', 'points'),
    projects: (n: number) => count(n, 'project', 'projects'),
    worth: (n: number) => `Worth ${count(n, 'point', 'points')}`,
    site: "Courses, projects and our developers' achievements",
  },
  ar: {
    rank: (n: number) => arabicPair('الترتيب', n),
    points: (n: number) => arabicPair('النقاط', n),
    projects: (n: number) => arabicPair('المشاريع', n),
    worth: (n: number) => arabicPair('النقاط', n),
    site: 'الدورات والمشاريع وإنجازات مطوّرينا',
  },
};

function columnOf(card: ShareCard): Column {
  const words = CARD_WORDS[card.lang ?? 'en'];
  switch (card.kind) {
    case 'user':
      return {
        top: card.academyName,
        heading: card.name,
        subtitle: card.title,
        figure: words.rank(card.rank),
        caption: words.points(card.points),
      };
    case 'course':
      return {
        top: card.academyName,
        heading: card.title,
        subtitle: card.description,
        figure: words.projects(card.projects),
      };
    case 'project':
      return {
        top: card.academyName,
        heading: card.name,
        subtitle: card.courseTitle,
        figure: words.worth(card.points),
      };
    case 'site':
      return { heading: card.academyName, subtitle: words.site };
  }
}

function emblemOf(card: ShareCard): string {
  switch (card.kind) {
    case 'user':
      return avatarEmblem(card.avatar);
    case 'course':
      return courseEmblem();
    case 'project':
      return projectEmblem();
    case 'site':
      return siteEmblem();
  }
}

/** The text column: from the picture's right to the card's margin. */
const TEXT_LEFT = 500;
const TEXT_RIGHT = 1140;
/** The Arabic card is the English one mirrored: its picture moves this far right, its text column as far left. */
const MIRRORED_SHIFT = CARD_WIDTH - 2 * EMBLEM_CENTER.x;
/**
 * Where a card's lines go: the English card starts a left-to-right text at the column's left and a
 * right-to-left one at its right (as `dir="auto"`); the Arabic card puts every line at the right
 * of its column, a Latin name too (as a right-to-left page aligns it).
 */
type Layout = { left: number; right: number; allAtRight: boolean };
const ENGLISH_LAYOUT: Layout = { left: TEXT_LEFT, right: TEXT_RIGHT, allAtRight: false };
const ARABIC_LAYOUT: Layout = { left: CARD_WIDTH - TEXT_RIGHT, right: CARD_WIDTH - TEXT_LEFT, allAtRight: true };
/** Pixels spare at each end: a glyph's ink may start after its origin, or end past its advance (ت's dots). */
const INK_SPARE = 4;
const textBox = (largest: number, smallest: number, weight: 400 | 700, lines: 1 | 2): TextBox => ({
  width: TEXT_RIGHT - TEXT_LEFT - 2 * INK_SPARE,
  largest,
  smallest,
  weight,
  lines,
});
const TOP = textBox(34, 26, 400, 1);
const HEADING = textBox(72, 48, 700, 2);
const SUBTITLE = textBox(36, 28, 400, 1);
const FIGURE = textBox(64, 44, 700, 1);
const CAPTION = textBox(36, 28, 400, 1);

/** Fitted lines at their baselines, from the column's left, or its right for a right-to-left text (any text of the Arabic card). */
function drawn(text: FittedText, baselines: number[], attributes: string, layout: Layout): string {
  const at = text.rtl || layout.allAtRight ? `x="${layout.right - INK_SPARE}" text-anchor="end"` : `x="${layout.left}"`;
  return text.lines
    .filter(Boolean)
    .map((line, i) => `<text ${at} y="${baselines[i]}" font-size="${text.size}" ${attributes}>${svgLine(line, text.rtl)}</text>`)
    .join('\n    ');
}

function columnSvg(column: Column, layout: Layout): string {
  const fit = (text: string | null | undefined, box: TextBox) => (text ? fitText(text, box) : undefined);
  const [top, heading, subtitle, figure, caption] = [
    fit(column.top, TOP),
    fit(column.heading, HEADING),
    fit(column.subtitle, SUBTITLE),
    fit(column.figure, FIGURE),
    fit(column.caption, CAPTION),
  ];
  const hasSubtitle = Boolean(subtitle?.lines.some(Boolean));
  // The heading's last line sits where a single line would; a second line goes above it.
  const headingBaseline = hasSubtitle ? 270 : 300;
  const lineHeight = heading ? Math.round(heading.size * 1.25) : 0;
  const headingBaselines = heading?.lines.map((_, i, lines) => headingBaseline - (lines.length - 1 - i) * lineHeight) ?? [];
  return [
    top && drawn(top, [110], 'opacity="0.8"', layout),
    heading && drawn(heading, headingBaselines, 'font-weight="700"', layout),
    subtitle && drawn(subtitle, [330], 'opacity="0.85"', layout),
    figure && drawn(figure, [460], 'font-weight="700"', layout),
    caption && drawn(caption, [520], 'opacity="0.85"', layout),
  ]
    .filter(Boolean)
    .join('\n    ');
}

export function cardSvg(card: ShareCard): string {
  const arabic = card.lang === 'ar';
  // The picture keeps its own orientation (an avatar is not flipped): it only moves to the right.
  const emblem = arabic ? `<g transform="translate(${MIRRORED_SHIFT} 0)">${emblemOf(card)}</g>` : emblemOf(card);
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#1a237e"/>
  <rect y="${CARD_HEIGHT - 24}" width="${CARD_WIDTH}" height="24" fill="#3949ab"/>
  ${emblem}
  <g font-family="Cairo" fill="#ffffff">
    ${columnSvg(columnOf(card), arabic ? ARABIC_LAYOUT : ENGLISH_LAYOUT)}
  </g>
</svg>`;
}

/**
 * The card drawn, off the event loop (libuv's thread pool): its pixels and its PNG. Tens of
 * milliseconds of a core each (its texts measured before, a few milliseconds on the caller's
 * thread), so callers keep and limit them (routes.ts).
 */
export const renderCard = (card: ShareCard) => renderAsync(cardSvg(card), { font: FONT_OPTIONS, fitTo: { mode: 'original' } });

export const drawCard = async (card: ShareCard): Promise<Buffer> => (await renderCard(card)).asPng();
