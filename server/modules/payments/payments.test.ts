import { and, count, desc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { PAYMENTS } from '../../../contracts/admin-messages.js';
import { CSV_FORMULA } from '../../../contracts/csv.js';
import { AUTH } from '../../../contracts/messages.js';
import { VALIDATION } from '../../../contracts/form-messages.js';
import type { Payment } from '../../../contracts/payments.js';
import { admins, auditLog, payments } from '../../db/schema.js';
import { createCourse, createUser, enroll, STUDENT_PASSWORD } from '../../test/factories.js';
import { SUPER_ADMIN, useTestApp } from '../../test/harness.js';
import { adminToken, call, userToken } from '../../test/http.js';
import { runJob, STARTS_A_JOB } from '../../test/jobs.js';
import { revenue } from './service.js';

const t = useTestApp();

const LIST = '/api/admin/payments';
const CORRECTION = '/api/admin/payments/correction';
const REVENUE = '/api/admin/stats/revenue';

type Line = {
  userId: number | null;
  courseId: number | null;
  kind: 'payment' | 'refund' | 'correction';
  amount: string;
  at: string;
};

/** Ledger lines written straight to the table, at known instants (the oracle sums these), by the super admin unless told. */
async function insertLines(lines: Line[], admin: { id: number | null; name: string | null } = { id: 1, name: SUPER_ADMIN.name }) {
  await t.db.insert(payments).values(
    lines.map((line) => ({
      userId: line.userId,
      courseId: line.courseId,
      kind: line.kind,
      amount: line.amount,
      adminId: admin.id,
      adminName: admin.name,
      createdAt: new Date(line.at),
    })),
  );
}

const signed = (line: Line) => (line.kind === 'refund' ? -Number(line.amount) : Number(line.amount));
const net = (lines: Line[]) => Math.round(lines.reduce((sum, line) => sum + signed(line), 0) * 100) / 100;
const sumOf = (lines: Line[], kind: Line['kind']) =>
  Math.round(lines.filter((l) => l.kind === kind).reduce((sum, l) => sum + Number(l.amount), 0) * 100) / 100;

async function scene() {
  const ana = await createUser(t.db, { name: 'Ana Lima', email: 'ana@academy.test' });
  const ben = await createUser(t.db, { name: 'Ben Okafor', email: 'ben@academy.test' });
  const react = await createCourse(t.db, { title: 'React' });
  const node = await createCourse(t.db, { title: 'Node' });
  const lines: Line[] = [
    { userId: ana.id, courseId: react.id, kind: 'payment', amount: '1500.00', at: '2026-01-10T10:00:00Z' },
    { userId: ben.id, courseId: react.id, kind: 'payment', amount: '1349.50', at: '2026-01-31T21:30:00Z' },
    // 23:30 UTC on 31 January is 01:30 on 1 February in Cairo (UTC+2).
    { userId: ana.id, courseId: node.id, kind: 'payment', amount: '999.99', at: '2026-01-31T23:30:00Z' },
    { userId: ben.id, courseId: react.id, kind: 'refund', amount: '200.00', at: '2026-02-15T12:00:00Z' },
    { userId: ana.id, courseId: react.id, kind: 'correction', amount: '-100.25', at: '2026-03-09T22:30:00Z' },
  ];
  await insertLines(lines);
  return { ana, ben, react, node, lines, token: await adminToken(t.app) };
}

const auditLines = () => t.db.select().from(auditLog).where(eq(auditLog.entity, 'payment')).orderBy(desc(auditLog.id));

describe('GET /api/admin/payments', () => {
  it('lists every line newest first with student, course, admin, and totals equal to the sums inserted', async () => {
    const { ana, react, lines, token } = await scene();
    const reply = await call(t.app, 'GET', LIST, { token });
    expect(reply.status).toBe(200);
    expect(reply.body.payments.map((p: { amount: number }) => p.amount)).toEqual([-100.25, 200, 999.99, 1349.5, 1500]);
    expect(reply.body.payments[4]).toEqual({
      id: 1,
      kind: 'payment',
      amount: 1500,
      got_discount: false,
      note: null,
      created_at: '2026-01-10T10:00:00.000Z',
      student: { id: ana.id, name: 'Ana Lima', email: 'ana@academy.test' },
      course: { id: react.id, title: 'React' },
      admin: { id: 1, name: SUPER_ADMIN.name },
    });
    expect(reply.body.totals).toEqual({
      count: 5,
      payments: sumOf(lines, 'payment'),
      refunds: sumOf(lines, 'refund'),
      corrections: sumOf(lines, 'correction'),
      net: net(lines),
    });
    expect(reply.body.totals.net).toBe(3549.24);
    expect(reply.body.meta).toBeUndefined();
  });

  it('agrees with the dashboard: totals.net is total_revenue', async () => {
    const { token } = await scene();
    const stats = await call(t.app, 'GET', '/api/admin/stats', { token });
    const ledger = await call(t.app, 'GET', LIST, { token });
    expect(stats.body.stats.total_revenue).toBe(ledger.body.totals.net);
  });

  it('filters by course, kind and student search; totals follow the filters, not the page', async () => {
    const { node, react, lines, token } = await scene();
    const byCourse = await call(t.app, 'GET', `${LIST}?course_id=${react.id}`, { token });
    const reactLines = lines.filter((l) => l.courseId === react.id);
    expect(byCourse.body.payments).toHaveLength(reactLines.length);
    expect(byCourse.body.totals.net).toBe(net(reactLines));

    const refunds = await call(t.app, 'GET', `${LIST}?kind=refund`, { token });
    expect(refunds.body.payments.map((p: { kind: string }) => p.kind)).toEqual(['refund']);
    expect(refunds.body.totals).toEqual({ count: 1, payments: 0, refunds: 200, corrections: 0, net: -200 });

    const ana = await call(t.app, 'GET', `${LIST}?search=ANA@`, { token });
    expect(ana.body.payments.map((p: { student: { name: string } }) => p.student.name)).toEqual([
      'Ana Lima',
      'Ana Lima',
      'Ana Lima',
    ]);
    expect(ana.body.totals.net).toBe(1500 + 999.99 - 100.25);
    const ben = await call(t.app, 'GET', `${LIST}?search=okafor`, { token });
    expect(ben.body.totals).toEqual({ count: 2, payments: 1349.5, refunds: 200, corrections: 0, net: 1149.5 });

    const paged = await call(t.app, 'GET', `${LIST}?page=2&per_page=2&course_id=${react.id}`, { token });
    expect(paged.body.payments).toHaveLength(2);
    expect(paged.body.meta).toEqual({ total: 4, page: 2, per_page: 2 });
    expect(paged.body.totals.count).toBe(4);
    expect(paged.body.totals.net).toBe(net(reactLines));

    const none = await call(t.app, 'GET', `${LIST}?course_id=${node.id}&kind=refund`, { token });
    expect(none.body).toEqual({
      payments: [],
      time_zone: 'Africa/Cairo',
      totals: { count: 0, payments: 0, refunds: 0, corrections: 0, net: 0 },
    });
  });

  it("filters by dates of the academy's calendar (Africa/Cairo), both ends included", async () => {
    const { token } = await scene();
    const amounts = async (query: string) =>
      (await call(t.app, 'GET', `${LIST}?${query}`, { token })).body.payments.map((p: { amount: number }) => p.amount);
    // 23:30 UTC on 31 January is 1 February in Cairo; 21:30 UTC is still 31 January there.
    expect(await amounts('from=2026-02-01&to=2026-02-28')).toEqual([200, 999.99]);
    expect(await amounts('from=2026-01-31&to=2026-01-31')).toEqual([1349.5]);
    expect(await amounts('to=2026-01-31')).toEqual([1349.5, 1500]);
    // 22:30 UTC on 9 March is 10 March in Cairo.
    expect(await amounts('from=2026-03-10')).toEqual([-100.25]);
    expect(await amounts('from=2026-03-09&to=2026-03-09')).toEqual([]);
  });

  it('names deleted students, courses and admins instead of dropping their lines', async () => {
    const { token } = await scene();
    const [other] = await t.db
      .insert(admins)
      .values({ name: 'Gone Admin', email: 'gone@academy.test', passwordHash: 'x' })
      .returning();
    await insertLines([{ userId: null, courseId: null, kind: 'payment', amount: '10.00', at: '2026-04-01T10:00:00Z' }], other);
    await t.db.delete(admins).where(eq(admins.id, other.id));
    const reply = await call(t.app, 'GET', LIST, { token });
    expect(reply.body.payments[0]).toMatchObject({
      student: { id: null, name: PAYMENTS.deletedStudent, email: null },
      course: { id: null, title: PAYMENTS.deletedCourse },
      admin: { id: null, name: PAYMENTS.deletedAdmin('Gone Admin') },
    });
  });

  it('refuses bad filters with 422 and a message per field', async () => {
    const { token } = await scene();
    const cases: [string, Record<string, string[]>][] = [
      ['kind=gift', { kind: [PAYMENTS.kindUnknown] }],
      ['from=2026-02-30', { from: [PAYMENTS.date] }],
      ['to=yesterday', { to: [PAYMENTS.date] }],
      ['from=2026-03-01&to=2026-02-01', { to: [PAYMENTS.dateRange] }],
      ['course_id=abc', { course_id: [VALIDATION.invalidId] }],
      ['per_page=0', { per_page: [VALIDATION.perPage] }],
    ];
    for (const [query, errors] of cases) {
      const reply = await call(t.app, 'GET', `${LIST}?${query}`, { token });
      expect(reply.status, query).toBe(422);
      expect(reply.body.errors, query).toEqual(errors);
    }
  });
});

describe('POST /api/admin/payments/correction', () => {
  it('adds a correction line (the payment stays as it was), with an audit line, and moves total_revenue', async () => {
    const { ben, react, lines, token } = await scene();
    const before = await t.db.select().from(payments).orderBy(payments.id);
    const reply = await call(t.app, 'POST', CORRECTION, {
      token,
      body: { user_id: ben.id, course_id: react.id, amount: '-49.5', note: '  Paid 1,300 EGP, not 1,349.50  ' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      message: PAYMENTS.correctionAdded,
      payment: {
        id: 6,
        kind: 'correction',
        amount: -49.5,
        got_discount: false,
        note: 'Paid 1,300 EGP, not 1,349.50',
        created_at: expect.any(String),
        student: { id: ben.id, name: 'Ben Okafor', email: 'ben@academy.test' },
        course: { id: react.id, title: 'React' },
        admin: { id: 1, name: SUPER_ADMIN.name },
      },
    });
    const after = await t.db.select().from(payments).orderBy(payments.id);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + 1);

    const stats = await call(t.app, 'GET', '/api/admin/stats', { token });
    expect(stats.body.stats.total_revenue).toBe(Math.round((net(lines) - 49.5) * 100) / 100);
    const ledger = await call(t.app, 'GET', LIST, { token });
    expect(ledger.body.totals.corrections).toBe(-100.25 - 49.5);

    const [audit] = await auditLines();
    expect(audit).toMatchObject({ adminId: 1, adminName: SUPER_ADMIN.name, action: 'correct', entityId: 6 });
    expect(audit.summary).toContain('-49.50 EGP');
    expect(audit.summary).toContain('Ben Okafor');
    expect(audit.after).toMatchObject({ amount: -49.5, user_id: ben.id, course_id: react.id });
  });

  it('refuses an unknown student or course with 422 naming the field, and records nothing', async () => {
    const { ana, react, token } = await scene();
    const [{ lines: before }] = await t.db.select({ lines: count() }).from(payments);
    const [{ lines: auditBefore }] = await t.db.select({ lines: count() }).from(auditLog);
    const body = { user_id: ana.id, course_id: react.id, amount: 10, note: 'Fix' };
    expect(await call(t.app, 'POST', CORRECTION, { token, body: { ...body, user_id: 9999 } })).toEqual({
      status: 422,
      body: { message: PAYMENTS.userUnknown, errors: { user_id: [PAYMENTS.userUnknown] } },
    });
    expect(await call(t.app, 'POST', CORRECTION, { token, body: { ...body, course_id: 9999 } })).toEqual({
      status: 422,
      body: { message: PAYMENTS.courseUnknown, errors: { course_id: [PAYMENTS.courseUnknown] } },
    });
    const [{ lines: after }] = await t.db.select({ lines: count() }).from(payments);
    const [{ lines: auditAfter }] = await t.db.select({ lines: count() }).from(auditLog);
    expect([after, auditAfter]).toEqual([before, auditBefore]);
  });

  it('validates amount and note with messages', async () => {
    const { ana, react, token } = await scene();
    const ids = { user_id: ana.id, course_id: react.id };
    const empty = await call(t.app, 'POST', CORRECTION, { token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      user_id: [VALIDATION.required],
      course_id: [VALIDATION.required],
      amount: [VALIDATION.required],
      note: [PAYMENTS.noteRequired],
    });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ amount: 0, note: 'x' }, { amount: [PAYMENTS.amountNonZero] }],
      [{ amount: '-0.00', note: 'x' }, { amount: [PAYMENTS.amountNonZero] }],
      [{ amount: 10.123, note: 'x' }, { amount: [PAYMENTS.amountDecimals] }],
      [{ amount: -10_000_000.01, note: 'x' }, { amount: [PAYMENTS.amountTooLarge] }],
      [{ amount: 'ten', note: 'x' }, { amount: [VALIDATION.number] }],
      [{ amount: 5, note: '   ' }, { note: [PAYMENTS.noteRequired] }],
      [{ amount: 5, note: 'x'.repeat(501) }, { note: [VALIDATION.tooLong] }],
      [{ amount: 5, note: 42 }, { note: [VALIDATION.text] }],
    ];
    for (const [fields, errors] of cases) {
      const reply = await call(t.app, 'POST', CORRECTION, { token, body: { ...ids, ...fields } });
      expect(reply.status, JSON.stringify(fields)).toBe(422);
      expect(reply.body.errors, JSON.stringify(fields)).toEqual(errors);
    }
    expect(await t.db.select().from(payments).where(eq(payments.kind, 'correction'))).toHaveLength(1);
    const ok = await call(t.app, 'POST', CORRECTION, { token, body: { ...ids, amount: '0.29', note: 'x'.repeat(500) } });
    expect(ok.status).toBe(201);
    expect(ok.body.payment.amount).toBe(0.29);
  });

  it('is refused to a student (403) and to no one signed in (401)', async () => {
    const { ana, react } = await scene();
    const student = await userToken(t.app, ana.email, STUDENT_PASSWORD);
    const body = { user_id: ana.id, course_id: react.id, amount: 10, note: 'Fix' };
    expect(await call(t.app, 'POST', CORRECTION, { token: student, body })).toEqual({
      status: 403,
      body: { message: AUTH.forbidden },
    });
    expect((await call(t.app, 'POST', CORRECTION, { body })).status).toBe(401);
    for (const url of [LIST, REVENUE]) {
      expect((await call(t.app, 'GET', url, { token: student })).status).toBe(403);
      expect((await call(t.app, 'GET', url)).status).toBe(401);
    }
    expect(
      await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.kind, 'correction'), eq(payments.amount, '10.00'))),
    ).toEqual([]);
  });
});

describe('GET /api/admin/stats/revenue', () => {
  it("groups by month in the academy's time zone: 23:30 UTC on the last day of a month is the next month in Cairo", async () => {
    const { lines, token } = await scene();
    const reply = await call(t.app, 'GET', `${REVENUE}?from=2025-12&to=2026-04`, { token });
    expect(reply.status).toBe(200);
    expect(reply.body.revenue.time_zone).toBe('Africa/Cairo');
    expect(reply.body.revenue.by_month).toEqual([
      { month: '2025-12', payments: 0, refunds: 0, corrections: 0, net: 0 },
      { month: '2026-01', payments: 2849.5, refunds: 0, corrections: 0, net: 2849.5 },
      { month: '2026-02', payments: 999.99, refunds: 200, corrections: 0, net: 799.99 },
      { month: '2026-03', payments: 0, refunds: 0, corrections: -100.25, net: -100.25 },
      { month: '2026-04', payments: 0, refunds: 0, corrections: 0, net: 0 },
    ]);
    const monthsNet = reply.body.revenue.by_month.reduce((sum: number, m: { net: number }) => sum + m.net, 0);
    expect(Math.round(monthsNet * 100) / 100).toBe(net(lines));
  });

  it('the same lines in UTC put the 23:30 payment in January', async () => {
    await scene();
    const utc = await revenue(t.db, 'UTC', { from: '2026-01', to: '2026-02' });
    expect(utc.revenue.by_month.map((m) => [m.month, m.payments])).toEqual([
      ['2026-01', 1500 + 1349.5 + 999.99],
      ['2026-02', 0],
    ]);
  });

  it('groups by course, highest net first, deleted courses together; the sum is total_revenue', async () => {
    const { node, react, lines, token } = await scene();
    await insertLines([{ userId: null, courseId: null, kind: 'payment', amount: '5.00', at: '2026-01-01T00:00:00Z' }]);
    const reply = await call(t.app, 'GET', REVENUE, { token });
    expect(reply.body.revenue.by_course).toEqual([
      { id: react.id, title: 'React', payments: 2849.5, refunds: 200, corrections: -100.25, net: 2549.25 },
      { id: node.id, title: 'Node', payments: 999.99, refunds: 0, corrections: 0, net: 999.99 },
      { id: null, title: PAYMENTS.deletedCourse, payments: 5, refunds: 0, corrections: 0, net: 5 },
    ]);
    const stats = await call(t.app, 'GET', '/api/admin/stats', { token });
    expect(stats.body.stats.total_revenue).toBe(net(lines) + 5);
  });

  it('defaults to the current month and the 11 before it', async () => {
    const { token } = await scene();
    const months = (await call(t.app, 'GET', REVENUE, { token })).body.revenue.by_month.map((m: { month: string }) => m.month);
    expect(months).toHaveLength(12);
    const cairoNow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric', month: '2-digit' }).format(
      new Date(),
    );
    expect(months[11]).toBe(cairoNow);
    expect(new Set(months).size).toBe(12);
    const fixed = await revenue(t.db, 'Africa/Cairo', {}, new Date('2026-01-31T23:30:00Z'));
    expect(fixed.revenue.by_month.map((m) => m.month)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('refuses bad months with 422', async () => {
    const { token } = await scene();
    const cases: [string, Record<string, string[]>][] = [
      ['from=2026-13', { from: [PAYMENTS.month] }],
      ['to=2026-1', { to: [PAYMENTS.month] }],
      ['from=2026-05&to=2026-04', { to: [PAYMENTS.monthRange] }],
      ['from=2000-01&to=2026-01', { from: [PAYMENTS.tooManyMonths(120)] }],
    ];
    for (const [query, errors] of cases) {
      const reply = await call(t.app, 'GET', `${REVENUE}?${query}`, { token });
      expect(reply.status, query).toBe(422);
      expect(reply.body.errors, query).toEqual(errors);
    }
  });
});

describe('who wrote a ledger line ("By")', () => {
  const STAFF = { name: 'Sara Staff', email: 'sara.staff@academy.test', password: 'staff-pass-1' };
  const byOf = async (token: string) =>
    (await call(t.app, 'GET', LIST, { token })).body.payments.map((p: { kind: string; admin: unknown }) => [p.kind, p.admin]);

  it("names the admin on every kind of line; once the admin is deleted '{name} (deleted)'; a line of no admin 'System'", async () => {
    const root = await adminToken(t.app);
    const added = await call(t.app, 'POST', '/api/admin/admin/add', { token: root, body: STAFF });
    const staff = { id: added.body.admin.id as number, token: await adminToken(t.app, STAFF) };
    const ana = await createUser(t.db, { name: 'Ana Lima', email: 'ana@academy.test' });
    const ben = await createUser(t.db, { name: 'Ben Okafor', email: 'ben@academy.test' });
    const react = await createCourse(t.db, { title: 'React' });
    const node = await createCourse(t.db, { title: 'Node' });
    // Every way a line is written, by the staff admin: enroll, refund at unenroll, correction, bulk enroll, cohort import.
    const as = async (method: 'POST' | 'PUT', url: string, body: object, status: number) => {
      // Bulk actions and the import run as jobs: their outcome is waited for.
      const reply = STARTS_A_JOB.test(url)
        ? await runJob(t.app, url, { token: staff.token, body })
        : await call(t.app, method, url, { token: staff.token, body });
      expect(reply.status, JSON.stringify(reply.body)).toBe(status);
      return reply.body;
    };
    await as('POST', '/api/admin/enrollment/enroll', { user_id: ana.id, course_id: react.id, price: 1000 }, 201);
    await as('POST', CORRECTION, { user_id: ana.id, course_id: react.id, amount: -100, note: 'Discount' }, 201);
    await as('POST', '/api/admin/enrollment/unenroll', { user_id: ana.id, course_id: react.id, refund: 900 }, 200);
    await as('POST', '/api/admin/users/bulk/enroll', { user_ids: [ben.id], course_id: react.id, price: 500 }, 200);
    const csv = 'name,email,password,courses\nCara,cara@academy.test,,Node:700';
    const preview = await as('POST', '/api/admin/import/users/preview', { csv }, 200);
    await as('POST', '/api/admin/import/users', { csv, preview_id: preview.preview_id }, 200);
    await insertLines([{ userId: ben.id, courseId: node.id, kind: 'payment', amount: '5.00', at: '2020-01-01T00:00:00Z' }], {
      id: null,
      name: null,
    });

    const kinds = ['payment', 'payment', 'refund', 'correction', 'payment', 'payment'];
    const staffLines = (admin: unknown) => [
      ...kinds.slice(0, 5).map((kind) => [kind, admin]),
      ['payment', { id: null, name: 'System' }],
    ];
    expect(await byOf(root)).toEqual(staffLines({ id: staff.id, name: STAFF.name }));
    // A renamed admin is shown by the current name; a deleted one by the name the line was written under.
    await call(t.app, 'PUT', `/api/admin/admin/update/${staff.id}`, { token: root, body: { ...STAFF, name: 'Sara H.' } });
    expect(await byOf(root)).toEqual(staffLines({ id: staff.id, name: 'Sara H.' }));
    expect((await call(t.app, 'DELETE', `/api/admin/admin/delete/${staff.id}`, { token: root })).status).toBe(200);
    expect(await byOf(root)).toEqual(staffLines({ id: null, name: `${STAFF.name} (deleted)` }));
    expect(PAYMENTS.deletedAdmin(STAFF.name)).toBe(`${STAFF.name} (deleted)`);
  });
});

describe('a correction only for a course the student bought', () => {
  it('is refused (422 on course_id) for a course the student has no payment for, and nothing is written', async () => {
    const { ben, node, token } = await scene();
    const [{ lines: before }] = await t.db.select({ lines: count() }).from(payments);
    const [{ lines: auditBefore }] = await t.db.select({ lines: count() }).from(auditLog);
    const reply = await call(t.app, 'POST', CORRECTION, {
      token,
      body: { user_id: ben.id, course_id: node.id, amount: 100, note: 'Paid in cash' },
    });
    expect(reply).toEqual({ status: 422, body: { message: PAYMENTS.notBought, errors: { course_id: [PAYMENTS.notBought] } } });
    const [{ lines: after }] = await t.db.select({ lines: count() }).from(payments);
    const [{ lines: auditAfter }] = await t.db.select({ lines: count() }).from(auditLog);
    expect([after, auditAfter]).toEqual([before, auditBefore]);
  });

  it('is taken for a course the student is enrolled in for free (a wrong price of 0 is put right)', async () => {
    const { ben, node, token } = await scene();
    await enroll(t.db, ben.id, node.id, 0);
    const reply = await call(t.app, 'POST', CORRECTION, {
      token,
      body: { user_id: ben.id, course_id: node.id, amount: 300, note: 'Paid at the desk' },
    });
    expect(reply.status).toBe(201);
  });
});

describe("a student's own lines and what they paid for a course", () => {
  it("user_id keeps only that student's lines; with course_id the net is payments + corrections - refunds, which caps a refund", async () => {
    const { ana, ben, react, lines, token } = await scene();
    const anaLines = await call(t.app, 'GET', `${LIST}?user_id=${ana.id}`, { token });
    expect(anaLines.body.payments.map((p: { student: { id: number } }) => p.student.id)).toEqual(
      lines.filter((l) => l.userId === ana.id).map(() => ana.id),
    );
    expect(anaLines.body.totals.net).toBe(net(lines.filter((l) => l.userId === ana.id)));

    // Ben: enrolled by an admin at 1,000, a correction of -250 and the earlier lines of the scene.
    const node = await createCourse(t.db, { title: 'Vue' });
    await call(t.app, 'POST', '/api/admin/enrollment/enroll', {
      token,
      body: { user_id: ben.id, course_id: node.id, price: 1000 },
    });
    await call(t.app, 'POST', CORRECTION, {
      token,
      body: { user_id: ben.id, course_id: node.id, amount: -250, note: 'Discount' },
    });
    const paid = async (courseId: number) =>
      (await call(t.app, 'GET', `${LIST}?user_id=${ben.id}&course_id=${courseId}&per_page=1`, { token })).body.totals.net;
    expect(await paid(node.id)).toBe(1000 - 250);
    expect(await paid(react.id)).toBe(net(lines.filter((l) => l.userId === ben.id && l.courseId === react.id)));
    const unenroll = (refund: number) =>
      call(t.app, 'POST', '/api/admin/enrollment/unenroll', { token, body: { user_id: ben.id, course_id: node.id, refund } });
    expect((await unenroll(750.01)).status).toBe(422);
    expect((await unenroll(750)).status).toBe(200);
    expect(await paid(node.id)).toBe(0);
  });
});

describe('GET /api/admin/export/payments.csv', () => {
  const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');
  /** What the ledger's JSON says, as CSV cells (formula-leading text guarded as every export does). */
  const asCells = (p: Payment) =>
    [
      p.id,
      p.created_at,
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
    ].map((cell) => (typeof cell === 'string' && CSV_FORMULA.test(cell) ? `'${cell}` : String(cell)));

  it('holds the lines the ledger shows for the same filters, with a UTF-8 BOM (Arabic names in Excel)', async () => {
    const { react, token } = await scene();
    const omar = await createUser(t.db, { name: 'عمر خالد', email: 'omar@academy.test' });
    await insertLines([{ userId: omar.id, courseId: react.id, kind: 'payment', amount: '750.00', at: '2026-02-02T09:00:00Z' }], {
      id: null,
      name: null,
    });
    await call(t.app, 'POST', CORRECTION, { token, body: { user_id: omar.id, course_id: react.id, amount: -50, note: '=1+1' } });
    for (const query of [
      '',
      `course_id=${react.id}`,
      'kind=payment',
      'from=2026-02-01&to=2026-03-31',
      'search=ana',
      `user_id=${omar.id}`,
    ]) {
      const ledger = await call(t.app, 'GET', `${LIST}?${query}`, { token });
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/export/payments.csv?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, query).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = Papa.parse<string[]>(response.body.slice(1).replace(/\r\n$/, ''), { newline: '\r\n' }).data;
      expect(header[0]).toBe('id');
      const expected = (ledger.body.payments as Payment[]).map(asCells).sort((a, b) => Number(a[0]) - Number(b[0]));
      expect(rows, query).toEqual(expected);
      expect(rows.length, query).toBe(ledger.body.totals.count);
    }
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export/payments.csv',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(all.body).toContain('عمر خالد');
    expect(all.body).toContain("'=1+1");
    expect(all.body).toContain(',System\r\n');
  });

  it('refuses bad filters with 422 as the ledger does', async () => {
    const token = await adminToken(t.app);
    const reply = await call(t.app, 'GET', '/api/admin/export/payments.csv?kind=gift', { token });
    expect(reply).toEqual({ status: 422, body: { message: expect.any(String), errors: { kind: [PAYMENTS.kindUnknown] } } });
  });
});
