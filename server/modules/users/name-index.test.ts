import { describe, expect, it } from 'vitest';
import { randomGenerator } from '../../test/random.js';
import { idsHolding, nameIndexOf } from './name-index.js';

const oracleOf = (names: readonly (readonly [number, string])[]) => (term: string) =>
  names.filter(([, name]) => name.includes(term)).map(([id]) => id);

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
    const oracle = oracleOf(names);
    for (const term of ['adel', 'nour', 'a', 'lana', 'la', 'ad', 'x', 'lx', 'adax', 'r a', 'rad', 'l', 'ana lan', 'a\u0000n'])
      expect(idsHolding(index, term), term).toEqual(oracle(term));
    expect(idsHolding(nameIndexOf([]), 'a')).toEqual([]);
    expect(idsHolding(nameIndexOf([]), 'abc')).toEqual([]);
  });

  it('agrees with a plain scan on random names and terms, in any script', () => {
    const random = randomGenerator(25);
    const letters = ['a', 'b', 'n', ' ', 'é', 'ö', 'ж', '李', '😀', '-', "'"];
    const word = (length: number) => Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
    const names = Array.from({ length: 3000 }, (_, i) => [i + 1, word(Math.floor(random() * 12))] as const);
    const index = nameIndexOf(names);
    const oracle = oracleOf(names);
    for (let k = 0; k < 400; k++) {
      const [, name] = names[Math.floor(random() * names.length)];
      const from = Math.floor(random() * name.length);
      // Half the terms are taken from a name (found), half made up (mostly not found).
      const term = random() < 0.5 ? name.slice(from, from + 1 + Math.floor(random() * 5)) : word(1 + Math.floor(random() * 5));
      if (term) expect(idsHolding(index, term), term).toEqual(oracle(term));
    }
  });

  it('checks the names listed under a bucket that several runs share', () => {
    // 20,000 runs of three letters from 60 fill most of the 65,536 buckets twice or more.
    const random = randomGenerator(3);
    const letter = () => String.fromCharCode(0x430 + Math.floor(random() * 60));
    const run = () => letter() + letter() + letter();
    const names = Array.from({ length: 20_000 }, (_, i) => [i + 1, run()] as const);
    const index = nameIndexOf(names);
    const oracle = oracleOf(names);
    for (let k = 0; k < 500; k++) {
      const term = run();
      expect(idsHolding(index, term), term).toEqual(oracle(term));
    }
  });
});
