/**
 * The payments ledger (issue 14 item 3): every payment, refund and correction with who paid for
 * what and which admin recorded it; corrections (a wrong price is corrected, never overwritten);
 * revenue by course and by month in the academy's time zone (`TZ`).
 */
import { z } from 'zod';
import { optionalText, pathId, requiredId, requiredMultilineText, requiredNumber } from './fields.js';
import { answerMessage, isoTimestamp, recordId, type Json } from './items.js';
import { PAYMENTS } from './admin-messages.js';
import { issueWithValues, messageWithValues } from './message-codes.js';
import { pageMeta, pageQuery } from './paging.js';

export const PAYMENT_KINDS = ['payment', 'refund', 'correction'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Longest note a correction takes. */
export const CORRECTION_NOTE_MAX_LENGTH = 500;
/** Largest correction either way (EGP), as the largest price. */
export const MAX_CORRECTION = 10_000_000;
/** Most months one revenue answer covers. */
export const MAX_REVENUE_MONTHS = 120;
/** Months the dashboard's chart shows without parameters: the current one and the 11 before it. */
export const DEFAULT_REVENUE_MONTHS = 12;
/** Default page size of the ledger. */
export const PAYMENTS_PER_PAGE = 25;

/** A query parameter: absent and '' mean "no filter". */
const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

const calendarDate = z.iso.date({ error: PAYMENTS.date });
const calendarMonth = z.string({ error: PAYMENTS.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: PAYMENTS.month });

/**
 * Ledger filters, all optional: `course_id`, `user_id` (one student's lines), `kind`, `from` / `to`
 * (dates, both included, in the academy's time zone), `search` (part of the student's name or
 * e-mail), and the common paging. The CSV export takes the same filters (and ignores the paging).
 */
export const paymentListQuery = pageQuery
  .extend({
    course_id: z.preprocess(blankIsAbsent, pathId().optional()),
    user_id: z.preprocess(blankIsAbsent, pathId().optional()),
    kind: z.preprocess(blankIsAbsent, z.enum(PAYMENT_KINDS, { error: PAYMENTS.kindUnknown }).optional()),
    from: z.preprocess(blankIsAbsent, calendarDate.optional()),
    to: z.preprocess(blankIsAbsent, calendarDate.optional()),
    search: optionalText().transform((value) => value ?? undefined),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: PAYMENTS.dateRange, path: ['to'] });
export type PaymentListQuery = z.output<typeof paymentListQuery>;

/** Who and what a ledger line is about; a deleted student, course or admin keeps the line with a placeholder name. */
export const paymentItem = z
  .object({
    id: recordId,
    kind: z.enum(PAYMENT_KINDS),
    /** EGP; payments and refunds >= 0, a correction carries its sign. */
    amount: z.number(),
    /** The enrollment's discount flag when a payment was taken. */
    got_discount: z.boolean(),
    note: z.string().nullable(),
    created_at: isoTimestamp,
    student: z.object({ id: recordId.nullable(), name: z.string(), email: z.string().nullable() }),
    course: z.object({ id: recordId.nullable(), title: z.string() }),
    /**
     * Who wrote the line, as the screen and the CSV say it: the admin's current name; once the admin
     * is deleted (id null) the name the line was written under and ' (deleted)'; 'System' for a line
     * no admin wrote (the demo's).
     */
    admin: z.object({ id: recordId.nullable(), name: z.string() }),
  })
  .meta({ id: 'Payment' });
export type Payment = Json<typeof paymentItem>;

/** Sums of the filtered lines (every page of them), EGP: net = payments - refunds + corrections. */
export const paymentTotals = z.object({
  count: z.number().int(),
  payments: z.number(),
  refunds: z.number(),
  corrections: z.number(),
  net: z.number(),
});
export type PaymentTotals = Json<typeof paymentTotals>;

export const paymentListResponse = z.object({
  payments: z.array(paymentItem),
  /** The academy's time zone (`TZ`): the calendar of the date filters, for showing the dates. */
  time_zone: z.string(),
  totals: paymentTotals,
  meta: pageMeta.optional(),
});
export type PaymentListResponse = Json<typeof paymentListResponse>;

const hasAtMostTwoDecimals = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** A correction: a signed, non-zero amount of EGP for one student's course, and why. */
export const correctionSchema = z.object({
  user_id: requiredId(),
  course_id: requiredId(),
  amount: requiredNumber().pipe(
    z
      .number()
      .refine((amount) => amount !== 0, { error: PAYMENTS.amountNonZero, abort: true })
      .refine((amount) => Math.abs(amount) <= MAX_CORRECTION, { error: PAYMENTS.amountTooLarge, abort: true })
      .refine(hasAtMostTwoDecimals, { error: PAYMENTS.amountDecimals })
      .transform((amount) => Math.round(amount * 100) / 100),
  ),
  note: requiredMultilineText(PAYMENTS.noteRequired, CORRECTION_NOTE_MAX_LENGTH),
});
export type CorrectionInput = z.output<typeof correctionSchema>;

export const correctionResponse = z.object({ ...answerMessage, payment: paymentItem });
export type CorrectionResponse = Json<typeof correctionResponse>;

/**
 * Revenue months `from`..`to` (YYYY-MM, both included, in the academy's time zone); without
 * them the current month and the 11 before it.
 */
export const revenueQuery = z
  .object({
    from: z.preprocess(blankIsAbsent, calendarMonth.optional()),
    to: z.preprocess(blankIsAbsent, calendarMonth.optional()),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: PAYMENTS.monthRange, path: ['to'] })
  .refine((query) => !query.from || !query.to || monthsBetween(query.from, query.to) <= MAX_REVENUE_MONTHS, {
    ...issueWithValues(messageWithValues('payments.tooManyMonths', { max: MAX_REVENUE_MONTHS })),
    path: ['from'],
  });
export type RevenueQuery = z.output<typeof revenueQuery>;

/** How many months `from`..`to` covers, both included ('2026-01', '2026-03' -> 3). */
export function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number);
  const [toYear, toMonth] = to.split('-').map(Number);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

const revenueFigures = { payments: z.number(), refunds: z.number(), corrections: z.number(), net: z.number() };

export const revenueResponse = z.object({
  revenue: z.object({
    /** The academy's time zone the months follow. */
    time_zone: z.string(),
    /** Every course with ledger lines, all time, highest net first; `id` null: lines of deleted courses. */
    by_course: z.array(z.object({ id: recordId.nullable(), title: z.string(), ...revenueFigures })),
    /** Each month of the range, oldest first, months without lines at 0. */
    by_month: z.array(z.object({ month: z.string(), ...revenueFigures })),
  }),
});
export type RevenueResponse = Json<typeof revenueResponse>;
export type Revenue = RevenueResponse['revenue'];
