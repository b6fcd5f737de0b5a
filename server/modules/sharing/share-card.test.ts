/**
 * The share card as drawn (issue 26 item 4, issue 44 item 1): where its text lands, read from its
 * pixels, and what its SVG says, never from the fitter's own measures.
 */
import { describe, expect, it } from 'vitest';
import { cardSvg, renderCard, type StudentCard } from './share-card.js';

const blank: StudentCard = {
  kind: 'user',
  name: '',
  avatar: 'avatar3',
  title: null,
  rank: 7,
  points: 1234,
  academyName: 'Dev Academy',
};
/** The card's text column ends 60 pixels before the card's right edge. */
const RIGHT_MARGIN = 1140;
const AVATAR_RIGHT = 432;

/** The columns where two drawn cards differ. */
function differingColumns(x: { pixels: Buffer; width: number; height: number }, y: { pixels: Buffer }): number[] {
  // `pixels` copies the image at each read: read once.
  const [a, b, width, height] = [x.pixels, y.pixels, x.width, x.height];
  const found: number[] = [];
  for (let col = 0; col < width; col++) {
    for (let row = 0; row < height; row++) {
      const i = 4 * (row * width + col);
      if (Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]) > 60) {
        found.push(col);
        break;
      }
    }
  }
  return found;
}

/** Where a card's texts land beside the same card without them. */
async function textColumns(card: Partial<StudentCard>, without: Partial<StudentCard> = {}) {
  const [drawn, bare] = await Promise.all([renderCard({ ...blank, ...card }), renderCard({ ...blank, ...without })]);
  const columns = differingColumns(drawn, bare);
  return { from: Math.min(...columns), to: Math.max(...columns), count: columns.length };
}

/**
 * Where the first letter of a name lands: the columns where two cards differ whose names differ
 * only in their first letter, against the columns the whole name covers. The letters compared are
 * of one width, so the rest of the name does not move (بلال and نلال: one dot below, one above).
 */
async function firstLetterPlace(name: string, other: string) {
  const [none, a, b] = await Promise.all(
    [{ name: '' }, { name }, { name: other }].map((shown) => renderCard({ ...blank, ...shown })),
  );
  const letter = differingColumns(a, b);
  const whole = differingColumns(a, none);
  const middle = (Math.min(...whole) + Math.max(...whole)) / 2;
  return { letterFrom: Math.min(...letter), letterTo: Math.max(...letter), letters: letter.length, middle };
}

/** The name's lines as the card's SVG gives them, in logical order, without their direction marks. */
function nameLines(card: StudentCard): string[] {
  const texts = [...cardSvg(card).matchAll(/<text [^>]*font-weight="700"[^>]*>([^<]*)<\/text>/g)].map(([, text]) =>
    text
      .replace(/[\u202B\u202C]/g, '')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
  return texts.filter((text) => text !== `#${card.rank}`);
}

/** `count` characters of a name made of these words over and over. */
const longName = (words: string, count: number) => [...`${words} `.repeat(count)].slice(0, count).join('').trim();

const LATIN = 'Abdelrahman Mohamed Abdelaziz El-Sayed';
const ARABIC = 'عبد الرحمن محمد عبد العزيز السيد';

describe('the share card', () => {
  it('draws a long name whole, within the right margin', async () => {
    for (const name of [LATIN, ARABIC]) {
      expect(nameLines({ ...blank, name }).join(' '), name).toBe(name);
      const place = await textColumns({ name });
      expect(place.count, name).toBeGreaterThan(0);
      expect(place.to, name).toBeLessThanOrEqual(RIGHT_MARGIN);
      expect(place.from, name).toBeGreaterThan(AVATAR_RIGHT);
    }
  });

  it('keeps the longest name, title and academy name within the margins, in either script', async () => {
    const longest = [
      { name: longName(LATIN, 100), title: longName('Senior Full-Stack Developer', 255), academyName: longName('Academy', 100) },
      {
        name: longName(ARABIC, 100),
        title: longName('مطور واجهات أمامية', 255),
        academyName: longName('أكاديمية المطورين', 100),
      },
      // No space to wrap at: broken between letters.
      { name: 'W'.repeat(100), title: 'M'.repeat(255), academyName: 'W'.repeat(100) },
    ];
    for (const texts of longest) {
      const place = await textColumns(texts, { title: null, academyName: '' });
      expect(place.to, texts.name).toBeLessThanOrEqual(RIGHT_MARGIN);
      expect(place.from, texts.name).toBeGreaterThan(AVATAR_RIGHT);
    }
  });

  it('cuts a long Latin name after its last whole word that fits: its start is drawn, an ellipsis ends it', () => {
    const name = longName(LATIN, 100);
    const shown = nameLines({ ...blank, name }).join(' ');
    expect(shown).toMatch(/…$/);
    expect(name.startsWith(shown.slice(0, -1))).toBe(true);
    expect(name[shown.length - 1]).toBe(' ');
  });

  it('cuts a long Arabic name at its logical end: its first word is whole at the right, the ellipsis after its last shown word', async () => {
    const name = longName(ARABIC, 100);
    const shown = nameLines({ ...blank, name }).join(' ');
    expect(shown).toMatch(/…$/);
    expect(name.startsWith(shown.slice(0, -1))).toBe(true);
    expect(name[shown.length - 1]).toBe(' ');
    const place = await firstLetterPlace(`بلال ${name}`, `نلال ${name}`);
    expect(place.letters).toBeGreaterThan(0);
    expect(place.letterFrom).toBeGreaterThan(place.middle);
    expect(place.letterTo).toBeLessThanOrEqual(RIGHT_MARGIN);
  });

  it('leaves emoji out instead of drawing empty boxes', async () => {
    const same = async (shown: Partial<StudentCard>, without: Partial<StudentCard>) => (await textColumns(shown, without)).count;
    // A person with a skin tone and a laptop (joined by ZWJ), a flag, a keycap, a sparkle.
    expect(await same({ name: 'Ada 👩🏽‍💻 Lovelace 🇪🇬 1️⃣', title: 'Dev ✨' }, { name: 'Ada Lovelace', title: 'Dev' })).toBe(0);
    expect(await same({ name: 'لينا ❤️ 👨‍👩‍👧' }, { name: 'لينا' })).toBe(0);
    // A name of emoji only: the card is drawn without a name, not with boxes.
    expect(await same({ name: '🚀🔥' }, { name: '' })).toBe(0);
    // What Cairo draws stays: © and ™ are pictographs too.
    expect(nameLines({ ...blank, name: 'Ada© Labs™' })).toEqual(['Ada© Labs™']);
  });

  it('draws an Arabic name right to left: its first letter is at the right end', async () => {
    const place = await firstLetterPlace('بلال أحمد', 'نلال أحمد');
    expect(place.letterFrom).toBeGreaterThan(place.middle);
    // A name that starts in Arabic reads right to left as a whole, Latin words in it too.
    const mixed = await firstLetterPlace('بلال Smith', 'نلال Smith');
    expect(mixed.letterFrom).toBeGreaterThan(mixed.middle);
  });

  it('draws a Latin name left to right: its first letter is at the left end', async () => {
    // B and R differ in width too, so the letters after them move: what differs starts at the first letter.
    const place = await firstLetterPlace('Bob Smith', 'Rob Smith');
    expect(place.letterFrom).toBeLessThan(place.middle);
  });
});
