import { describe, expect, it } from 'vitest';
import { foldForSearch, searchTermProblem, visibleLength } from './name-search.js';

describe('a search term is folded, then counted as a reader counts characters', () => {
  it('folds accents, Arabic letter forms, diacritics and the tatweel', () => {
    expect(foldForSearch('ÉMILE Straße')).toBe('emile strase');
    expect(foldForSearch('مُحَمَّد')).toBe('محمد');
    expect(foldForSearch('أحمـــد إبراهيم')).toBe('احمد ابراهيم');
    expect(foldForSearch('فاطمة ليلى')).toBe('فاطمه ليلي');
    expect(foldForSearch('\u0640\u0640')).toBe('');
  });

  it('counts an emoji with its joiners, a letter with its marks, as one; invisible ones as none', () => {
    expect(visibleLength('👨‍👩‍👧')).toBe(1);
    expect(visibleLength('🇪🇬1️⃣')).toBe(2);
    expect(visibleLength('e\u0301\u0308')).toBe(1);
    expect(visibleLength('\u200D\u200C\u200E\u200F\u2067\u2069\uFEFF')).toBe(0);
    expect(visibleLength('\u0301\u0301\u0301')).toBe(0);
    expect(visibleLength('a b')).toBe(2);
  });

  it('refuses a term that folds to fewer than 2 characters or more than 50', () => {
    for (const term of [
      '\u0640\u0640',
      'ــــــــ',
      'ًٌٍَُ',
      '\u200D\u200D',
      '\u200F\u202E\u2066',
      '\u0301\u0301',
      '😀',
      '👨‍👩‍👧',
      'aـ',
      'a',
    ])
      expect(searchTermProblem(term), JSON.stringify(term)).toBe('short');
    for (const term of ['ab', 'محمد', 'مـحـمـد', '😀😀', 'a\u200Db', 'e\u0301e\u0301', 'a'.repeat(50), '😀'.repeat(50)])
      expect(searchTermProblem(term), JSON.stringify(term)).toBeUndefined();
    for (const term of ['a'.repeat(51), '😀'.repeat(51), 'ab'.repeat(25) + 'c'])
      expect(searchTermProblem(term), JSON.stringify(term)).toBe('long');
    // 50 letters with a tatweel between each: 99 code units, 50 once folded.
    expect(searchTermProblem(Array.from({ length: 50 }, () => 'م').join('ـ'))).toBeUndefined();
  });
});
