/**
 * How a name and a search term are folded, and which terms the users page searches for (issues 25
 * and 41). One rule for the web app's hint and the server: the term is folded first, then measured.
 *
 * The folding is the letters' own: accents off the Latin letters, Arabic letter forms to their base
 * letter (alef forms to ا, alef maqsura and Persian yeh to ي, ta marbuta to ه), the Arabic
 * diacritics (tashkeel, superscript alef) and the tatweel taken out, then lower case. The server
 * stores every name folded the same way in SQL (server/modules/users/initial.ts builds its
 * `translate()` from the tables below), so a folded term is found in a folded name.
 */
import { USER_SEARCH_LENGTH } from './constants.js';

/** Lower-case base letter => its accented forms (both cases). One character each: translate() maps one to one. */
export const ACCENTED_LETTERS: Readonly<Record<string, string>> = {
  a: 'ÀÁÂÃÄÅĀĂĄǍǺÆàáâãäåāăąǎǻæ',
  b: 'Ḃḃ',
  c: 'ÇĆĈĊČçćĉċč',
  d: 'ĎĐÐďđð',
  e: 'ÈÉÊËĒĔĖĘĚẼèéêëēĕėęěẽ',
  g: 'ĜĞĠĢǦĝğġģǧ',
  h: 'ĤĦĥħ',
  i: 'ÌÍÎÏĨĪĬĮİǏìíîïĩīĭįıǐ',
  j: 'Ĵĵ',
  k: 'Ķķ',
  l: 'ĹĻĽĿŁĺļľŀł',
  n: 'ÑŃŅŇñńņň',
  o: 'ÒÓÔÕÖØŌŎŐǑŒòóôõöøōŏőǒœ',
  r: 'ŔŖŘŕŗř',
  s: 'ŚŜŞŠȘßśŝşšș',
  t: 'ŢŤŦȚÞţťŧțþ',
  u: 'ÙÚÛÜŨŪŬŮŰŲǓùúûüũūŭůűųǔ',
  w: 'Ŵŵ',
  y: 'ÝŸŶýÿŷ',
  z: 'ŹŻŽźżž',
};

/** Arabic base letter => the spellings folded into it. */
export const ARABIC_LETTER_FORMS: Readonly<Record<string, string>> = { ا: 'أإآٱ', ي: 'ىی', ه: 'ة' };

/** Taken out of a name: tashkeel (U+064B-U+0652), superscript alef (U+0670) and tatweel (U+0640). */
export const ARABIC_MARKS = 'ًٌٍَُِّْٰـ';

/** Each character of `forms` written as its base letter. */
const basesOf = (table: Readonly<Record<string, string>>) =>
  Object.entries(table)
    .map(([base, forms]) => base.repeat([...forms].length))
    .join('');

/** What SQL's translate(text, from, to) is given for the accented Latin letters (the course letters' folding). */
export const LATIN_FOLDING = { from: Object.values(ACCENTED_LETTERS).join(''), to: basesOf(ACCENTED_LETTERS) } as const;

/** The same for searching: the Arabic forms too, and the marks (in `from` alone, so translate() deletes them). */
export const SEARCH_FOLDING = {
  from: LATIN_FOLDING.from + Object.values(ARABIC_LETTER_FORMS).join('') + ARABIC_MARKS,
  to: LATIN_FOLDING.to + basesOf(ARABIC_LETTER_FORMS),
} as const;

const BASE_OF = new Map([...SEARCH_FOLDING.from].map((form, i) => [form, [...SEARCH_FOLDING.to][i] ?? '']));

/** A name or a term folded for searching, as the stored `users.name_search` column folds a name. */
export const foldForSearch = (text: string) =>
  [...text]
    .map((character) => BASE_OF.get(character) ?? character)
    .join('')
    .toLowerCase();

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** A letter, digit, punctuation or symbol (emoji included): what a reader sees as a character. */
const SHOWN = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * How many characters a reader sees in a folded term: grapheme clusters (an emoji with its
 * joiners, a letter with its combining marks are one each) holding a letter, digit, punctuation or
 * symbol. Spaces, joiners, bidi controls and marks with no letter to sit on count for nothing.
 */
export function visibleLength(folded: string): number {
  let length = 0;
  for (const { segment } of graphemes.segment(folded)) if (SHOWN.test(segment)) length += 1;
  return length;
}

/**
 * Whether a trimmed, non-empty term may be searched for: 'short' or 'long' when it folds to fewer
 * or more characters than USER_SEARCH_LENGTH (a term of tatweels or diacritics alone folds to
 * nothing), undefined when it may.
 */
export function searchTermProblem(term: string): 'short' | 'long' | undefined {
  const length = visibleLength(foldForSearch(term));
  if (length < USER_SEARCH_LENGTH.min) return 'short';
  return length > USER_SEARCH_LENGTH.max ? 'long' : undefined;
}
