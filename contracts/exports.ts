/** The CSV exports of the admin area (issue 14 item 4): GET /api/admin/export/{name}.csv. */

/** The academy-wide exports; the payments ledger has its own, with its filters. */
export const EXPORTS = ['users', 'enrollments', 'submissions'] as const;
export type ExportName = (typeof EXPORTS)[number];
