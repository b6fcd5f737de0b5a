import { describe, expect, it } from 'vitest';
import { paymentsPath, readFilters } from './paymentsPath';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('readFilters', () => {
  it('reads the filters the address holds', () => {
    expect(read('course=12&kind=refund&from=2026-01-01&to=2026-01-31&page=2')).toEqual({
      course: '12',
      kind: 'refund',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('reads anything unreadable as no filter (a hand-edited address never breaks the screen)', () => {
    expect(read('course=abc&kind=gift&from=yesterday&to=2026-13')).toEqual({ course: '', kind: '', from: '', to: '' });
    expect(read('course=0')).toMatchObject({ course: '' });
    // An end before the start is dropped, so the server never refuses the page.
    expect(read('from=2026-03-01&to=2026-02-01')).toMatchObject({ from: '2026-03-01', to: '' });
  });
});

describe('paymentsPath', () => {
  const none = { course: '', kind: '', from: '', to: '' } as const;

  it('asks for one page (1-based) with the filters and the search', () => {
    expect(paymentsPath({ course: '3', kind: 'correction', from: '2026-01-01', to: '' }, 'ana@', 1, 25)).toBe(
      '/api/admin/payments?page=2&per_page=25&course_id=3&kind=correction&from=2026-01-01&search=ana%40',
    );
  });

  it("asks for every line for 'All'", () => {
    expect(paymentsPath(none, '', 0, undefined)).toBe('/api/admin/payments');
    expect(paymentsPath({ ...none, kind: 'refund' }, '', 4, undefined)).toBe('/api/admin/payments?kind=refund');
  });
});
