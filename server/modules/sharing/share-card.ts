/**
 * Share images (issue 26 item 4, issue 44 item 1): the picture a link to a profile, a course, a
 * project or the home page shows on LinkedIn, WhatsApp or X. An SVG template drawn to PNG by resvg
 * with a font shipped in node_modules (Cairo: Latin and Arabic), so the picture is the same on
 * every server and an Arabic name is shaped and laid out right to left. satori, the usual choice,
 * lays text out left to right only. Every text is fitted by its drawn width (card-text.ts).
 */
import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import { avatarEmblem, courseEmblem, projectEmblem, siteEmblem } from './card-emblems.js';
import { fitText, FONT_OPTIONS, svgLine, type FittedText, type TextBox } from './card-text.js';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Changes when the drawing does, so that cards kept under their old URL are asked again. */
const DRAWING_VERSION = 2;

/** What a card shows; its version changes with any of it. */
export type StudentCard = {
  kind: 'user';
  name: string;
  avatar: string | null;
  title: string | null;
  rank: number;
  points: number;
  academyName: string;
};
export type CourseCard = { kind: 'course'; title: string; description: string | null; projects: number; academyName: string };
export type ProjectCard = { kind: 'project'; name: string; courseTitle: string; points: number; academyName: string };
export type SiteCard = { kind: 'site'; academyName: string };
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

function columnOf(card: ShareCard): Column {
  switch (card.kind) {
    case 'user':
      return {
        top: card.academyName,
        heading: card.name,
        subtitle: card.title,
        figure: `#${card.rank.toLocaleString('en-US')}`,
        caption: count(card.points, 'point', 'points'),
      };
    case 'course':
      return {
        top: card.academyName,
        heading: card.title,
        subtitle: card.description,
        figure: count(card.projects, 'project', 'projects'),
      };
    case 'project':
      return {
        top: card.academyName,
        heading: card.name,
        subtitle: card.courseTitle,
        figure: `Worth ${count(card.points, 'point', 'points')}`,
      };
    case 'site':
      return { heading: card.academyName, subtitle: "Courses, projects and our developers' achievements" };
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

/** Fitted lines at their baselines, from the column's left, or its right for a right-to-left text. */
function drawn(text: FittedText, baselines: number[], attributes: string): string {
  const at = text.rtl ? `x="${TEXT_RIGHT - INK_SPARE}" text-anchor="end"` : `x="${TEXT_LEFT}"`;
  return text.lines
    .filter(Boolean)
    .map((line, i) => `<text ${at} y="${baselines[i]}" font-size="${text.size}" ${attributes}>${svgLine(line, text.rtl)}</text>`)
    .join('\n    ');
}

function columnSvg(column: Column): string {
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
    top && drawn(top, [110], 'opacity="0.8"'),
    heading && drawn(heading, headingBaselines, 'font-weight="700"'),
    subtitle && drawn(subtitle, [330], 'opacity="0.85"'),
    figure && drawn(figure, [460], 'font-weight="700"'),
    caption && drawn(caption, [520], 'opacity="0.85"'),
  ]
    .filter(Boolean)
    .join('\n    ');
}

export function cardSvg(card: ShareCard): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#1a237e"/>
  <rect y="${CARD_HEIGHT - 24}" width="${CARD_WIDTH}" height="24" fill="#3949ab"/>
  ${emblemOf(card)}
  <g font-family="Cairo" fill="#ffffff">
    ${columnSvg(columnOf(card))}
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
