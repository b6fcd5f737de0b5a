/**
 * The letter a name is listed under on a course page: its first letter without accents, A to Z
 * ('Émile' and 'emile' under E), and '#' for a name that starts with anything else (a digit, a
 * symbol, a letter of another alphabet). PostgreSQL's `unaccent` extension is not in PGlite, so
 * the folding is a `translate()` of the accented Latin letters (contracts/name-search.ts), the same on both engines.
 * Both are stored generated columns of users (`name_folded`, `name_initial`, migration 0007), so
 * a course page reads them instead of folding every member's name per request (issue 12).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CourseLetter } from '../../../contracts/courses.js';
import { ACCENTED_LETTERS, LATIN_FOLDING, SEARCH_FOLDING } from '../../../contracts/name-search.js';

/** The group of names that do not start with a letter A to Z (contracts/courses.ts COURSE_LETTERS). */
export const OTHER_INITIAL = '#';

/**
 * The name folded for grouping and sorting: accents off, lower case (lower() after translate():
 * only ASCII letters are left to lower, the same in every database locale).
 */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);
/**
 * translate() costs a search of the accented letters per character (seconds for a course of 18k
 * names), so text that is all ASCII (as many bytes as characters, in UTF-8) skips it.
 */
const folded = (text: SQL) =>
  sql`(case when octet_length(${text}) = char_length(${text}) then ${text} else translate(${text}, ${literal(LATIN_FOLDING.from)}, ${literal(LATIN_FOLDING.to)}) end)`;
/**
 * The expressions of the generated columns, over a name column (schema.ts). Constants are
 * literals, not parameters: a column's expression cannot have parameters.
 */
export const foldedNameOf = (name: SQL): SQL<string> => sql<string>`lower(${folded(sql`ltrim(${name})`)})`;

/** The group of a name: 'A'..'Z' or '#' (strpos finds '' everywhere, hence the empty check). */
export function nameInitialOf(name: SQL): SQL<CourseLetter> {
  const foldedFirst = sql<string>`lower(${folded(sql`left(ltrim(${name}), 1)`)})`;
  return sql<CourseLetter>`(case when ${foldedFirst} <> '' and strpos('abcdefghijklmnopqrstuvwxyz', ${foldedFirst}) > 0 then upper(${foldedFirst}) else ${literal(OTHER_INITIAL)} end)`;
}

/**
 * Searching by name (issue 25): a name folded as contracts/name-search.ts folds a search term
 * (`foldForSearch`), stored as `users.name_search` (migration 0013) under a trigram index.
 */
export const searchNameOf = (name: SQL): SQL<string> =>
  sql<string>`lower(case when octet_length(${name}) = char_length(${name}) then ${name} else translate(${name}, ${literal(SEARCH_FOLDING.from)}, ${literal(SEARCH_FOLDING.to)}) end)`;

/** The same rule in JavaScript (tests, and any caller outside SQL). */
export function initialOf(name: string): CourseLetter {
  const first = [...name.trimStart()][0] ?? '';
  const base = Object.entries(ACCENTED_LETTERS).find(([, forms]) => forms.includes(first))?.[0] ?? first.toLowerCase();
  return /^[a-z]$/.test(base) ? (base.toUpperCase() as CourseLetter) : OTHER_INITIAL;
}
