/**
 * Cohort import (issue 14 item 1): a CSV of students, previewed row by row, then applied in one
 * transaction. The file travels as text inside JSON (`csv`), so the preview and the confirmation
 * carry the same bytes and the routes keep their zod contracts. Rows follow the user and enroll
 * forms' rules (fields.ts, enrollments.ts) with the same messages.
 */
import { z } from 'zod';
import { flag } from './fields.js';
import { answerMessage, recordId, type Json } from './items.js';
import { VALIDATION } from './form-messages.js';
import { COHORTS } from './admin-messages.js';

/** At most this many student rows (the header not counted) and this many characters per file. */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_CHARS = 2 * 1024 * 1024;
/**
 * At most this many courses on one row, and enrollments in one file: bounds on the work of a
 * preview (a 2 MB file listing one course 500,000 times held the server for seconds).
 */
export const IMPORT_MAX_COURSES_PER_ROW = 20;
export const IMPORT_MAX_ENROLLMENTS = 20_000;
/** Lines read at most, blank ones included (2 MB of line breaks took seconds to split). */
export const IMPORT_MAX_LINES = 10 * IMPORT_MAX_ROWS;

/**
 * The columns, in the template's order; name and email are required.
 * `courses`: enrollments separated by `;`, each `Course Title:price` or `Course Title:price:discount`
 * (discount yes/no, true/false, 1/0; blank means no). A title may contain ':' (read from the right).
 * The template (`GET /api/admin/import/users/template.csv`) names the academy's own courses.
 * `github`, `website` (issue 25): the profile links, read as the user form reads them; a blank cell
 * leaves an existing student's link as it is.
 */
export const IMPORT_COLUMNS = ['name', 'email', 'password', 'courses', 'github', 'website'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const importRequestSchema = z.object({
  csv: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? COHORTS.fileRequired : VALIDATION.text) })
    .min(1, { error: COHORTS.fileRequired })
    .max(IMPORT_MAX_CHARS, { error: COHORTS.fileTooLarge }),
  /** Existing students get the row's password only when this is true. */
  update_passwords: flag().optional().default(false),
  /**
   * Issue 26: new students without a password in the file get an e-mail with a link to choose
   * their own (valid 7 days) instead of a generated password; only while the server sends mail.
   */
  invite: flag().optional().default(false),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

/** The confirmation: the previewed file, and the preview's id (what the preview showed). */
export const importConfirmSchema = importRequestSchema.extend({
  preview_id: z.string({ error: COHORTS.previewRequired }).regex(/^[0-9a-f]{64}$/, { error: COHORTS.previewRequired }),
});
export type ImportConfirmRequest = z.input<typeof importConfirmSchema>;

/** What a row does: create the student, update the name or password, enroll in each listed course. */
export const importAction = z.enum(['create', 'update', 'enroll']);
export type ImportAction = z.infer<typeof importAction>;

const rowError = z.object({
  /** The column at fault, or `row` for the row as a whole (a duplicate, a broken line). */
  column: z.enum([...IMPORT_COLUMNS, 'row']),
  /** For an error in `courses`: the course as written in the file. */
  course: z.string().optional(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof rowError>;

export const importRowItem = z
  .object({
    /** The row's number as a spreadsheet shows it (the header is row 1). */
    row: z.number().int(),
    name: z.string(),
    email: z.string(),
    /** The existing student with this e-mail, if any. */
    user_id: recordId.nullable(),
    /** The existing student's current name when the row changes it. */
    previous_name: z.string().nullable(),
    actions: z.array(importAction),
    /** given: the row's; generated: made up at confirmation; invited: chosen by the student from an e-mailed link; kept: the current one stays; null: errors. */
    password: z.enum(['given', 'generated', 'invited', 'kept']).nullable(),
    enrollments: z.array(z.object({ course_id: recordId, title: z.string(), price: z.number(), got_discount: z.boolean() })),
    errors: z.array(rowError),
  })
  .meta({ id: 'ImportRow' });
export type ImportRow = Json<typeof importRowItem>;

const importSummary = z.object({
  rows: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  enroll: z.number().int(),
  unchanged: z.number().int(),
  errors: z.number().int(),
});

export const importPreviewResponse = z.object({
  /** Send back with the confirmation: it names exactly what this preview showed. */
  preview_id: z.string(),
  rows: z.array(importRowItem),
  summary: importSummary,
});
export type ImportPreview = Json<typeof importPreviewResponse>;

export const importResultResponse = z.object({
  ...answerMessage,
  created: z.number().int(),
  updated: z.number().int(),
  enrolled: z.number().int(),
  /** Rows that changed nothing: the student as they are, enrolled already at the same price and discount. */
  unchanged: z.number().int(),
  /** New students e-mailed a link to choose their password (issue 26): the mails go out after the import. */
  invited: z.number().int(),
  /** Passwords made up for new students: shown once, never stored in clear. */
  passwords: z.array(z.object({ row: z.number().int(), name: z.string(), email: z.string(), password: z.string() })),
  /** True once staff erased the passwords from the saved outcome (Forget These Passwords): `passwords` is then empty. */
  passwords_forgotten: z.boolean().optional(),
});
export type ImportResult = Json<typeof importResultResponse>;
