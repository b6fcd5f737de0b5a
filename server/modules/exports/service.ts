/**
 * CSV exports (issue 14 item 4), streamed: a header row, then batches of EXPORT_BATCH rows read by
 * keyset on the id, each turned into CSV (papaparse's unparse) and handed to the reply only when
 * the client has taken the previous one (a Readable pulled from an async generator). The server
 * holds one batch at a time whatever the table's size, and each batch is its own short query, so
 * on the embedded database (one connection) other requests run between batches.
 * Values starting with = + - @ or a tab/carriage return are prefixed with ' so a spreadsheet does
 * not run them as formulas (CSV injection); numbers are written as numbers. Each file starts with a
 * UTF-8 byte-order mark: without it Excel reads the file in the machine's code page and garbles
 * Arabic names.
 */
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CSV_BOM, writeCsv } from '../../../contracts/csv.js';
import type { ExportName } from '../../../contracts/exports.js';
import type { PaymentListQuery } from '../../../contracts/payments.js';
import type { Database } from '../../db/client.js';
import { ledgerAfter, type LedgerFilter } from '../payments/queries.js';
import { ledgerFilter, ledgerItem } from '../payments/service.js';
import { ranksOf } from '../progress/rank.js';
import { rankSnapshot } from '../progress/rank-snapshot.js';
import { enrolledCoursesOf } from '../users/queries.js';
import * as queries from './queries.js';

export const EXPORT_BATCH = 1000;

const iso = (date: Date | null) => (date ? date.toISOString() : '');
const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

type Cell = string | number;
type Batch = { lastId: number; rows: Cell[][] };
/**
 * What a source reads once before its batches (each user's rank by id, 0: not ranked), or is
 * given (the payments ledger's filters, in the academy's time zone).
 */
type Context = { rankOf?: (id: number) => number; ledger?: { filter: LedgerFilter; tz: string } };
type Source = {
  header: string[];
  prepare?: (db: Database) => Promise<Context>;
  next: (db: Database, afterId: number, context: Context) => Promise<Batch | undefined>;
};

/**
 * Users' ranks: the rank snapshot as the export starts, one ranking of one moment for the whole
 * file (docs/decisions.md "CSV exports"). With no snapshot kept, each batch's ranks are counted.
 */
async function rankContext(db: Database): Promise<Context> {
  const snapshot = await rankSnapshot(db);
  return snapshot ? { rankOf: snapshot.rankOf } : {};
}

async function usersBatch(db: Database, afterId: number, { rankOf }: Context): Promise<Batch | undefined> {
  const list = await queries.usersAfter(db, afterId, EXPORT_BATCH);
  if (!list.length) return undefined;
  const ids = list.map((user) => user.id);
  const counted = rankOf ? undefined : await ranksOf(db, ids);
  const courses = new Map<number, string[]>();
  for (const row of await enrolledCoursesOf(db, ids)) courses.set(row.user_id, [...(courses.get(row.user_id) ?? []), row.title]);
  return {
    lastId: ids[ids.length - 1],
    rows: list.map((u) => [
      u.id,
      u.name,
      u.email,
      (rankOf ? rankOf(u.id) : counted?.get(u.id)) || '',
      u.total_points,
      u.project_points,
      u.projects_count,
      u.courses_count,
      u.skills_count,
      (courses.get(u.id) ?? []).join('; '),
      iso(u.created_at),
      iso(u.suspended_at),
      u.github ?? '',
      u.website ?? '',
    ]),
  };
}

async function enrollmentsBatch(db: Database, afterId: number): Promise<Batch | undefined> {
  const list = await queries.enrollmentsAfter(db, afterId, EXPORT_BATCH);
  if (!list.length) return undefined;
  return {
    lastId: list[list.length - 1].id,
    rows: list.map((e) => [
      e.id,
      e.user_id,
      e.user_name,
      e.user_email,
      e.course_id,
      e.course_title,
      Number(e.price),
      yesNo(e.got_discount),
      iso(e.enrolled_at),
    ]),
  };
}

async function submissionsBatch(db: Database, afterId: number): Promise<Batch | undefined> {
  const list = await queries.submissionsAfter(db, afterId, EXPORT_BATCH);
  if (!list.length) return undefined;
  return {
    lastId: list[list.length - 1].id,
    rows: list.map((s) => [
      s.id,
      s.user_id,
      s.user_name,
      s.user_email,
      s.course_id,
      s.course_title,
      s.project_id,
      s.project_name,
      s.points,
      s.url,
      iso(s.submitted_at),
    ]),
  };
}

/** The ledger's lines, as its screen and `GET /api/admin/payments` give them for the same filters. */
async function paymentsBatch(db: Database, afterId: number, { ledger }: Context): Promise<Batch | undefined> {
  if (!ledger) return undefined;
  const list = await ledgerAfter(db, ledger.filter, ledger.tz, afterId, EXPORT_BATCH);
  if (!list.length) return undefined;
  return {
    lastId: list[list.length - 1].id,
    rows: list
      .map(ledgerItem)
      .map((p) => [
        p.id,
        iso(p.created_at),
        p.kind,
        p.amount,
        yesNo(p.got_discount),
        p.student.id ?? '',
        p.student.name,
        p.student.email ?? '',
        p.course.id ?? '',
        p.course.title,
        p.note ?? '',
        p.admin.name,
      ]),
  };
}

const PAYMENTS_SOURCE: Source = {
  header: [
    'id',
    'created_at',
    'kind',
    'amount_egp',
    'got_discount',
    'user_id',
    'user_name',
    'user_email',
    'course_id',
    'course_title',
    'note',
    'recorded_by',
  ],
  next: paymentsBatch,
};

const SOURCES: Record<ExportName, Source> = {
  users: {
    header: [
      'id',
      'name',
      'email',
      'rank',
      'total_points',
      'project_points',
      'projects_count',
      'courses_count',
      'skills_count',
      'courses',
      'joined_at',
      'suspended_at',
      'github',
      'website',
    ],
    prepare: rankContext,
    next: usersBatch,
  },
  enrollments: {
    header: ['id', 'user_id', 'user_name', 'user_email', 'course_id', 'course_title', 'price_egp', 'got_discount', 'enrolled_at'],
    next: enrollmentsBatch,
  },
  submissions: {
    header: [
      'id',
      'user_id',
      'user_name',
      'user_email',
      'course_id',
      'course_title',
      'project_id',
      'project_name',
      'points',
      'url',
      'submitted_at',
    ],
    next: submissionsBatch,
  },
};

/** CSV lines (CRLF, each ending with one) with formula-leading text neutralised. */
export const toCsv = (rows: Cell[][]) => `${writeCsv(rows)}\r\n`;

async function* lines(db: Database, source: Source, given: Context) {
  yield CSV_BOM + toCsv([source.header]);
  const context = { ...given, ...(await source.prepare?.(db)) };
  let afterId = 0;
  for (;;) {
    const batch = await source.next(db, afterId, context);
    if (!batch) return;
    yield toCsv(batch.rows);
    afterId = batch.lastId;
    await nextTurn(); // let other requests' queries in between batches
  }
}

/** The export as a stream of CSV text, pulled batch by batch. */
const stream = (db: Database, source: Source, context: Context = {}) =>
  Readable.from(lines(db, source, context), { objectMode: false, highWaterMark: 1 });

export function exportCsv(db: Database, name: ExportName): Readable {
  return stream(db, SOURCES[name]);
}

/** The payments ledger's lines the filters keep (the paging is ignored), in id order. */
export function exportPaymentsCsv(db: Database, tz: string, query: PaymentListQuery): Readable {
  return stream(db, PAYMENTS_SOURCE, { ledger: { filter: ledgerFilter(query), tz } });
}
