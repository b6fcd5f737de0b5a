import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, requestedPage } from './paging';

describe('requestedPage (?page=N of the users page)', () => {
  it('reads the page asked for', () => {
    expect(requestedPage('3', 5)).toBe(3);
    expect(requestedPage('1', 5)).toBe(1);
  });

  it('keeps a page past the last on the last', () => {
    expect(requestedPage('9', 5)).toBe(5);
  });

  it('reads absent, broken, zero and negative values as page 1', () => {
    expect(requestedPage(null, 5)).toBe(1);
    expect(requestedPage('', 5)).toBe(1);
    expect(requestedPage('abc', 5)).toBe(1);
    expect(requestedPage('0', 5)).toBe(1);
    expect(requestedPage('-2', 5)).toBe(1);
    expect(requestedPage('Infinity', 5)).toBe(1);
  });

  it('drops a fraction', () => {
    expect(requestedPage('2.7', 5)).toBe(2);
  });

  it('keeps the page while the list is not known yet (no pages)', () => {
    expect(requestedPage('4', 0)).toBe(4);
  });
});

describe('pageCount and pageItems', () => {
  const items = Array.from({ length: 20 }, (_, index) => index + 1);

  it('counts the pages, a partial last page included', () => {
    expect(pageCount(20, 9)).toBe(3);
    expect(pageCount(18, 9)).toBe(2);
    expect(pageCount(0, 9)).toBe(0);
  });

  it('gives the items of a 1-based page', () => {
    expect(pageItems(items, 1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(items, 2, 9)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(pageItems(items, 3, 9)).toEqual([19, 20]);
    expect(pageItems(items, 4, 9)).toEqual([]);
  });
});
