/**
 * Search terms and names drawn from what breaks text handling (issue 41): Arabic letters and their
 * marks, the tatweel, combining marks, format characters (joiners, bidi controls) and emoji, among
 * a few Latin letters. Used by the name index's fuzz (run in a thread, name-search.fuzz.test.ts)
 * and by the users page's fuzz over HTTP (hostile-search.test.ts).
 */
import { foldForSearch, searchTermProblem } from '../../contracts/name-search.js';
import { idsHolding, nameIndexOf } from '../modules/users/name-index.js';
import { randomGenerator } from './random.js';

const split = (text: string) => [...text];

/** Each group of pieces a term is made of; an emoji may be several code points. */
const PIECES = [
  split('ابتثجحدرسعفقكلمنهوي'),
  split('أإآٱىیة'),
  // Tashkeel, superscript alef, tatweel (folded away), maddah and hamza above (kept).
  split('\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670\u0640\u0653\u0654'),
  split('\u0300\u0301\u0308\u0327\u0338\u20DD'),
  // ZWNJ, ZWJ, LRM, RLM, bidi embeddings and isolates, word joiner, soft hyphen, BOM.
  split('\u200C\u200D\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u2060\u00AD\uFEFF'),
  ['😀', '👍🏽', '👨‍👩‍👧', '🇪🇬', '❤️', '1️⃣', '🏳️‍🌈'],
  split('aeinosÉéößŒ '),
];

export type TermSource = { term: () => string; name: () => string };

/** Terms of 0 to 12 pieces, each from a group picked at random; names of 1 to 14 pieces. */
export function termSource(seed: number): TermSource {
  const random = randomGenerator(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const text = (most: number) => Array.from({ length: Math.floor(random() * (most + 1)) }, () => pick(pick(PIECES))).join('');
  return { term: () => text(12), name: () => text(13) + pick(pick(PIECES)) };
}

/**
 * Checks `count` terms against `names` names: the folding and the length rule (a term whose folded
 * form shows no letter, mark or symbol is refused), and the name index against a plain scan for
 * every non-empty folded term. Returns the disagreements (none expected). Run in a thread with a
 * deadline (in-thread.ts): a term that hangs the index fails the test instead of the suite.
 */
export function checkTerms({ seed, count, names }: { seed: number; count: number; names: number }): string[] {
  const source = termSource(seed);
  const entries = Array.from({ length: names }, (_, i) => [i + 1, foldForSearch(source.name())] as const);
  const index = nameIndexOf(entries);
  const problems: string[] = [];
  const shown = (term: string) => JSON.stringify(term);
  for (let k = 0; k < count; k++) {
    const term = source.term().trim();
    const folded = foldForSearch(term);
    const verdict = term === '' ? 'blank' : searchTermProblem(term);
    // Independent of the rule's segmentation: no letter, digit or symbol left means nothing to look for.
    const nothingLeft = !/[\p{L}\p{N}\p{S}\p{P}]/u.test(folded);
    if (term !== '' && nothingLeft && verdict !== 'short')
      problems.push(`${shown(term)} folds to nothing but is ${verdict ?? 'allowed'}`);
    if (verdict === undefined && folded === '') problems.push(`${shown(term)} is allowed but folds to ''`);
    // An allowed term is looked up as the server looks it up; any other non-empty one too, for the index's sake.
    if (verdict !== undefined && folded === '') continue;
    const found = idsHolding(index, folded);
    const expected = entries.filter(([, name]) => name.includes(folded)).map(([id]) => id);
    if (found.join() !== expected.join()) problems.push(`${shown(folded)}: index ${found.length} names, scan ${expected.length}`);
  }
  return problems;
}

/** What the index answers when asked for '' (it must refuse: every name holds it). */
export function emptyTermAnswer(): string {
  try {
    return `found ${idsHolding(nameIndexOf([[1, 'nour']]), '').length} names`;
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}
