/**
 * The ledger's filters in the address (`?course=3&kind=refund&from=2026-01-01&to=2026-01-31`,
 * beside the table's own `page`, `size` and `q`) and the API path of the page they ask for.
 */
import { PAYMENT_KINDS, type PaymentKind } from '../../../contracts/payments';

export type LedgerFilters = { course: string; kind: PaymentKind | ''; from: string; to: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the address asks for; anything unreadable reads as "no filter". */
export function readFilters(params: URLSearchParams): LedgerFilters {
  const course = params.get('course') ?? '';
  const kind = params.get('kind') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    course: /^[1-9]\d{0,9}$/.test(course) ? course : '',
    kind: (PAYMENT_KINDS as readonly string[]).includes(kind) ? (kind as PaymentKind) : '',
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) && !(DATE.test(from) && to < from) ? to : '',
  };
}

/** The filters and the search as the API's query parameters (`GET /api/admin/payments` and its CSV export take the same). */
function filterParams(filters: LedgerFilters, search: string): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.course) query.set('course_id', filters.course);
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (search) query.set('search', search);
  return query;
}

const withQuery = (path: string, query: URLSearchParams) => (query.size ? `${path}?${query}` : path);

/** `GET /api/admin/payments` for one page (0-based; `pageSize` undefined: every line) of the filtered ledger. */
export function paymentsPath(filters: LedgerFilters, search: string, pageIndex: number, pageSize: number | undefined): string {
  const query = new URLSearchParams();
  if (pageSize) {
    query.set('page', String(pageIndex + 1));
    query.set('per_page', String(pageSize));
  }
  for (const [name, value] of filterParams(filters, search)) query.set(name, value);
  return withQuery('/api/admin/payments', query);
}

/** `GET /api/admin/export/payments.csv`: every line the same filters keep. */
export const paymentsExportPath = (filters: LedgerFilters, search: string) =>
  withQuery('/api/admin/export/payments.csv', filterParams(filters, search));

/** One student's lines (the student's page); with a course, the lines whose totals say what was paid for it. */
export function studentPaymentsPath(userId: number, courseId?: number): string {
  const query = new URLSearchParams({ user_id: String(userId) });
  if (courseId !== undefined) query.set('course_id', String(courseId));
  return withQuery('/api/admin/payments', query);
}
