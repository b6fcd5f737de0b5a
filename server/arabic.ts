/**
 * The server's own words in Arabic (issue 47: mails, share tags, share images), counted as Arabic
 * counts: Intl.PluralRules('ar') picks the form (zero, one, two, few, many, other), and every
 * figure keeps Western digits, grouped as the English texts group them ("1,234"). The wording was
 * made without a native speaker: docs/decisions.md "The server's own words in Arabic".
 */
import { NUMBER_LOCALE } from '../contracts/constants.js';

/**
 * A counted noun: `one` and `two` are whole phrases (Arabic says "one hour" and "two hours" with
 * the noun alone: ساعة واحدة, ساعتان), the other forms follow the figure (3 ساعات, 11 ساعة, 100 ساعة).
 */
export type ArabicNoun = { one: string; two: string; few: string; many: string; other: string };

const arabicPlurals = new Intl.PluralRules('ar');

/** `n` with its noun in the form Arabic gives that number; zero reads as "0 <other>". */
export function arabicCount(n: number, noun: ArabicNoun): string {
  const form = arabicPlurals.select(n);
  if (form === 'one') return noun.one;
  if (form === 'two') return noun.two;
  const figure = n.toLocaleString(NUMBER_LOCALE);
  return `${figure} ${form === 'few' ? noun.few : form === 'many' ? noun.many : noun.other}`;
}

/** Points (النقاط), as the subject of a sentence or after "worth" (قيمته). */
export const POINTS_AR: ArabicNoun = { one: 'نقطة واحدة', two: 'نقطتان', few: 'نقاط', many: 'نقطة', other: 'نقطة' };
/** Points after a preposition (بـ، بمجموع): the dual takes its genitive ending. */
export const POINTS_AFTER_PREPOSITION_AR: ArabicNoun = { ...POINTS_AR, two: 'نقطتين' };
