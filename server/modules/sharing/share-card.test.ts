/**
 * The share card as drawn (issue 26 item 4, issue 44 item 1): where its text lands, read from its
 * pixels, and what its SVG says, never from the fitter's own measures.
 */
import { describe, expect, it } from 'vitest';
import { cardSvg, cardVersion, drawCard, renderCard, type ShareCard, type StudentCard } from './share-card.js';

const blank: StudentCard = {
  kind: 'user',
  name: '',
  avatar: 'avatar3',
  title: null,
  rank: 7,
  points: 1234,
  academyName: 'Dev Academy',
};
const CARD_WIDTH = 1200;
/** `cardVersion` of blank named Ada as drawn before issue 47: an English card keeps its address. */
const ENGLISH_ADA_VERSION = '94hGUY7Cpxv0';
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

  it('in Arabic (issue 47): Arabic labels with Western digits, every line at the right of a column mirrored to the left', () => {
    const svg = cardSvg({ ...blank, name: 'Ada Lovelace', title: 'Backend dev', lang: 'ar' });
    const texts = [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, text]) => ({
      attributes,
      text: text.replace(/[\u202B\u202C]/g, ''),
    }));
    expect(texts.map(({ text }) => text)).toEqual(['Dev Academy', 'Ada Lovelace', 'Backend dev', 'الترتيب: 7', 'النقاط: 1,234']);
    // A Latin name too is aligned to the right, as a right-to-left page aligns it.
    for (const { attributes } of texts) expect(attributes).toMatch(/x="696" text-anchor="end"/);
    expect(svg).not.toMatch(/[\u0660-\u0669]/);
    // The English card keeps its words.
    const english = cardSvg({ ...blank, name: 'Ada Lovelace' });
    expect(english).toContain('>#7<');
    expect(english).toContain('>1,234 points<');
    expect(english).not.toContain('النقاط');
  });

  it('in Arabic, draws the picture on the right and the texts on its left, within their margins', async () => {
    const arabic = { ...blank, lang: 'ar' as const };
    const [named, bare] = await Promise.all([
      renderCard({ ...arabic, name: longName(LATIN, 100), title: longName(ARABIC, 255) }),
      renderCard(arabic),
    ]);
    const text = differingColumns(named, bare);
    expect(text.length).toBeGreaterThan(0);
    expect(Math.min(...text)).toBeGreaterThanOrEqual(CARD_WIDTH - RIGHT_MARGIN);
    expect(Math.max(...text)).toBeLessThan(CARD_WIDTH - AVATAR_RIGHT);
    // The avatar (another one drawn in its place) is the English card's, mirrored to the right.
    const [avatar, other] = await Promise.all([renderCard(arabic), renderCard({ ...arabic, avatar: 'avatar9' })]);
    const picture = differingColumns(avatar, other);
    expect(Math.min(...picture)).toBeGreaterThan(CARD_WIDTH / 2);
    expect(Math.max(...picture)).toBeLessThanOrEqual(CARD_WIDTH - 60);
  });

  it('the Arabic card of every kind is another PNG at another version; the English one is as before', async () => {
    const cards: ShareCard[] = [
      { ...blank, name: 'Ada' },
      { kind: 'course', title: 'Web & APIs', description: 'Build services.', projects: 3, academyName: 'Dev Academy' },
      { kind: 'project', name: 'Todo API', courseTitle: 'Web & APIs', points: 40, academyName: 'Dev Academy' },
      { kind: 'site', academyName: 'Dev Academy' },
    ];
    for (const card of cards) {
      const arabic = { ...card, lang: 'ar' as const };
      expect(cardVersion(arabic), card.kind).not.toBe(cardVersion(card));
      const [arabicPng, englishPng] = await Promise.all([drawCard(arabic), drawCard(card)]);
      expect([...arabicPng.subarray(0, 8)], card.kind).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect([arabicPng.readUInt32BE(16), arabicPng.readUInt32BE(20)], card.kind).toEqual([1200, 630]);
      expect(arabicPng.equals(englishPng), card.kind).toBe(false);
    }
    // The version of an English card is what it was before Arabic came (its URL kept by those who shared it).
    expect(cardVersion({ ...blank, name: 'Ada' })).toBe(ENGLISH_ADA_VERSION);
  });
});
