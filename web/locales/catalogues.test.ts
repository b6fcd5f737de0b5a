/**
 * The two catalogues are twins (issue 47): each domain's English and Arabic files hold the same
 * keys, every text is valid ICU MessageFormat, the Arabic of a text takes the same values as its
 * English, and every Arabic plural gives all of Arabic's forms (zero, one, two, few, many, other).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARABIC_PLURAL_FORMS, icuShape } from '../../contracts/icu-shape';

const dir = (locale: string) => path.join(__dirname, locale);
const read = (locale: string, file: string) =>
  JSON.parse(readFileSync(path.join(dir(locale), file), 'utf8')) as Record<string, string>;
const domains = readdirSync(dir('en')).filter((file) => file.endsWith('.json'));

describe('the message catalogues', () => {
  it('has an Arabic twin for every English domain file, and no other', () => {
    expect(
      readdirSync(dir('ar'))
        .filter((file) => file.endsWith('.json') && file !== 'server.json')
        .sort(),
    ).toEqual([...domains].sort());
  });

  for (const file of domains) {
    describe(file, () => {
      const english = read('en', file);
      const arabic = read('ar', file);
      const domain = file.replace(/\.json$/, '');

      it('holds the same keys in both languages, each under its domain', () => {
        expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
        for (const key of Object.keys(english))
          expect(key.startsWith(`${domain === 'titles' ? 'title' : domain}.`), key).toBe(true);
      });

      it('writes every text in ICU MessageFormat, the Arabic taking the English values', () => {
        for (const [key, text] of Object.entries(english)) {
          const en = icuShape(text);
          const ar = icuShape(arabic[key] ?? '');
          expect([...ar.values].sort(), key).toEqual([...en.values].sort());
          for (const forms of ar.plurals)
            expect(
              ARABIC_PLURAL_FORMS.every((form) => forms.includes(form)),
              key,
            ).toBe(true);
        }
      });
    });
  }
});
