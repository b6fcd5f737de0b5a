import { describe, expect, it } from 'vitest';
import { idsHolding, nameIndexOf } from './name-index.js';

describe('the name index', () => {
  it('finds each name holding the term once, never across two names', () => {
    const names = [
      [4, 'nour adel'],
      [9, 'adela nour'],
      [2, ''],
      [7, 'ada'],
      [5, 'lana lana'],
      [3, 'x'],
    ] as const;
    const index = nameIndexOf(names);
    const oracle = (term: string) => names.filter(([, name]) => name.includes(term)).map(([id]) => id);
    for (const term of ['adel', 'nour', 'a', 'lana', 'la', 'ad', 'x', 'lx', 'adax', 'r a', 'rad', 'l'])
      expect(idsHolding(index, term), term).toEqual(oracle(term));
    expect(idsHolding(nameIndexOf([]), 'a')).toEqual([]);
  });
});
