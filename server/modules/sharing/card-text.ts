/**
 * The text of a share card, fitted by its drawn width (issue 44 item 1): the width is measured by
 * resvg itself, shaping with the card's font (Arabic joined and ordered as it is drawn), so a name
 * is cut where it stops fitting, not after a number of characters. A text first shrinks down to a
 * floor, then wraps at spaces, then ends with an ellipsis at its logical end (for a right-to-left
 * text that is on the left: its first word stays whole at the right).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import escapeHtml from 'escape-html';

const require = createRequire(import.meta.url);
const fontFile = (weight: string) =>
  path.join(path.dirname(require.resolve('@expo-google-fonts/cairo/package.json')), weight, `Cairo_${weight}.ttf`);
/** Cairo (Latin and Arabic) from node_modules and nothing else: the picture is the same on every server. */
export const FONT_OPTIONS = {
  fontFiles: [fontFile('400Regular'), fontFile('700Bold')],
  loadSystemFonts: false,
  defaultFontFamily: 'Cairo',
};

/**
 * Emoji, which Cairo has no glyphs for (they would draw as empty boxes): a pictograph, flag letter
 * or keycap with what may follow it (variation selectors, skin tones, tags), joined by ZWJ into
 * one emoji. ©, ® and ™ are pictographs that Cairo draws, so they stay.
 */
const EMOJI_PART = String.raw`(?:(?![©®™])\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|[#*0-9]\uFE0F?\u20E3)`;
const EMOJI_TAIL = String.raw`[\uFE0E\uFE0F\u20E3\p{Emoji_Modifier}\u{E0020}-\u{E007F}]*`;
const EMOJI = new RegExp(`${EMOJI_PART}${EMOJI_TAIL}(?:\\u200D${EMOJI_PART}${EMOJI_TAIL})*\\u200D?|[\\uFE0F\\u20E3]`, 'gu');

/** The text as the card draws it: without emoji, its spaces collapsed (docs/decisions.md). */
export const drawnText = (text: string) => text.replace(EMOJI, ' ').replace(/\s+/g, ' ').trim();

/** The first letter with a direction: Hebrew, Arabic and the scripts around them read right to left. */
export const startsRightToLeft = (text: string) => /^[^\p{L}]*[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u.test(text);

/**
 * A line as SVG text, escaped, in its text's direction (as `dir="auto"` in HTML): resvg lays a
 * paragraph out left to right unless an embedding (U+202B … U+202C) says otherwise.
 */
export const svgLine = (line: string, rtl: boolean) => escapeHtml(rtl ? `\u202B${line}\u202C` : line);

export type TextBox = {
  /** The widest the drawn text may be, in pixels. */
  width: number;
  /** Font sizes: the text's own, and the smallest it shrinks to before it wraps or is cut. */
  largest: number;
  smallest: number;
  weight: 400 | 700;
  /** Lines it may wrap to (1: none). */
  lines: 1 | 2;
};

export type FittedText = { lines: string[]; size: number; rtl: boolean };

/** The width of the ink of a line drawn at a size, as resvg draws it (0 for nothing drawn). */
export function drawnWidth(line: string, size: number, weight: number, rtl: boolean): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><text x="0" y="${2 * size}" font-family="Cairo" font-size="${size}" font-weight="${weight}">${svgLine(line, rtl)}</text></svg>`;
  return new Resvg(svg, { font: FONT_OPTIONS }).getBBox()?.width ?? 0;
}

/** The largest n in 0..most for which `fits(n)` holds, `fits` holding up to some n and not past it (fits(0) is taken as true). */
function largestFitting(most: number, fits: (n: number) => boolean): number {
  let [low, high] = [0, most];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Two lines hold far fewer letters than this, even of i's: a 5,000-character description is not shaped whole. */
const MOST_LETTERS_MEASURED = 300;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const graphemesOf = (text: string) => Array.from(graphemes.segment(text), ({ segment }) => segment);

/** The most of `parts` (words or letters) from the start, joined, that `fits`: '' when not even one does. */
function longestStart(parts: string[], joiner: string, fits: (start: string) => boolean): string {
  const startOf = (n: number) => parts.slice(0, n).join(joiner);
  return startOf(largestFitting(parts.length, (n) => fits(startOf(n))));
}

/**
 * The longest start of a text that fits with an ellipsis after it: whole words (a cut word reads
 * as another word, and an Arabic letter takes another shape at a word's end), or letters when its
 * first word alone is too wide.
 */
function ellipsized(text: string, fits: (line: string) => boolean): string {
  // "databases,…" reads as if something were missing after the comma: the cut drops it.
  const ended = (start: string) => `${start.replace(/[\s,;:.،؛-]+$/u, '')}…`;
  const fitsEnded = (start: string) => fits(ended(start));
  return ended(longestStart(text.split(' '), ' ', fitsEnded) || longestStart(graphemesOf(text), '', fitsEnded));
}

/**
 * The text fitted into a box, measuring a few candidates (a binary search on where to cut): about
 * 15 measures of well under a millisecond each for a 100-character name.
 */
export function fitText(text: string, box: TextBox): FittedText {
  const shown = Array.from(drawnText(text)).slice(0, MOST_LETTERS_MEASURED).join('').trimEnd();
  const rtl = startsRightToLeft(shown);
  const fits = (line: string, size: number) => drawnWidth(line, size, box.weight, rtl) <= box.width;

  const whole = drawnWidth(shown, box.largest, box.weight, rtl);
  if (whole <= box.width) return { lines: [shown], size: box.largest, rtl };
  // Glyphs scale with the size, so one measure tells the size that fits; the check allows for rounding.
  let size = Math.max(box.smallest, Math.floor((box.largest * box.width) / whole));
  while (size > box.smallest && !fits(shown, size)) size -= 1;
  if (fits(shown, size)) return { lines: [shown], size, rtl };

  const fitsAtSize = (line: string) => fits(line, size);
  const lines: string[] = [];
  let rest = shown;
  while (lines.length < box.lines - 1) {
    // Whole words, leaving at least one for the next line; a first word wider than the line (no
    // space to break at) is broken between letters.
    const letters = graphemesOf(rest);
    const head =
      longestStart(rest.split(' ').slice(0, -1), ' ', fitsAtSize) || longestStart(letters, '', fitsAtSize) || letters[0];
    lines.push(head);
    rest = rest.slice(head.length).trimStart();
    if (fitsAtSize(rest)) return { lines: [...lines, rest], size, rtl };
  }
  lines.push(ellipsized(rest, fitsAtSize));
  return { lines, size, rtl };
}
