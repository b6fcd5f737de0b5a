/**
 * What an ICU MessageFormat text asks of its values, for the tests that hold a translation to its
 * English (contracts/message-codes.test.ts, web/locales/catalogues.test.ts). Test code only: its
 * parser is a development dependency.
 */
import { parse, type Token } from '@messageformat/parser';

/** Every plural form Arabic has: an Arabic plural gives them all. */
export const ARABIC_PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

function walk(tokens: Token[], values: Set<string>, plurals: string[][]) {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') values.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      values.add(token.arg);
      if (token.type === 'plural') plurals.push(token.cases.map((c) => c.key));
      for (const c of token.cases) walk(c.tokens, values, plurals);
    }
  }
}

/** The values a text takes, and the forms each of its plurals gives (throws when it is not ICU). */
export function icuShape(text: string) {
  const values = new Set<string>();
  const plurals: string[][] = [];
  walk(parse(text), values, plurals);
  return { values, plurals };
}
