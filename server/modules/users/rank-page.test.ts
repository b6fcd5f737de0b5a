import { describe, expect, it } from 'vitest';
import { randomGenerator } from '../../test/random.js';
import { RankSet } from './rank-page.js';

describe('a page of a set of ranks', () => {
  it('is the sorted ranks sliced, at every word edge and page', () => {
    const random = randomGenerator(7);
    for (let round = 0; round < 200; round++) {
      const highest = 1 + Math.floor(random() * 300);
      const ranks = new Set<number>();
      const wanted = Math.floor(random() * highest);
      for (let i = 0; i < wanted; i++) ranks.add(1 + Math.floor(random() * highest));
      // The word edges: 31, 32, 63, 64 and the highest.
      for (const edge of [31, 32, 63, 64, highest]) if (edge <= highest && random() < 0.5) ranks.add(edge);
      const set = new RankSet(highest);
      for (const rank of ranks) set.add(rank);
      const sorted = [...ranks].sort((a, b) => a - b);
      expect(set.size).toBe(sorted.length);
      const offset = Math.floor(random() * (sorted.length + 3));
      const count = 1 + Math.floor(random() * 20);
      expect(set.page(offset, count)).toEqual(sorted.slice(offset, offset + count));
    }
  });
});
