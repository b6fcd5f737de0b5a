/**
 * Reads a cohort CSV (papaparse) into rows checked with the user and enroll forms' own field
 * schemas, so a row's error is the message the forms show. Problems of the file as a whole (no
 * name/email column, an unknown column, too many rows) refuse it with a 422 on `csv`; a problem of
 * one row is listed on that row. Nothing here reads the database (plan.ts does).
 */
import { z } from 'zod';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_COURSES_PER_ROW,
  IMPORT_MAX_ENROLLMENTS,
  IMPORT_MAX_LINES,
  IMPORT_MAX_ROWS,
  type ImportColumn,
  type ImportRowError,
} from '../../../contracts/cohorts.js';
import { readCsv } from '../../../contracts/csv.js';
import { enrollSchema } from '../../../contracts/enrollments.js';
import { flag, optionalPassword, requiredEmail, requiredText, withoutInvisibleControls } from '../../../contracts/fields.js';
import { VALIDATION } from '../../../contracts/form-messages.js';
import { COHORTS } from '../../../contracts/admin-messages.js';
import { profileFields } from '../../../contracts/users.js';
import { messageWithValues } from '../../../contracts/message-codes.js';
import { invalidField } from '../../http-errors.js';

export type ParsedCourse = { written: string; title: string; price: number; got_discount: boolean };

export type ParsedRow = {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  name: string;
  /** Lower-cased when valid (requiredEmail), else as written. */
  email: string;
  password?: string;
  /** The profile links the row gives (normalised); a blank cell gives none. */
  links: { github?: string; website?: string };
  courses: ParsedCourse[];
  errors: ImportRowError[];
};

/** The user form's rules for the row's own fields. */
const studentFields = z.object({
  name: requiredText(),
  email: requiredEmail(),
  password: optionalPassword(),
  github: profileFields.github,
  website: profileFields.website,
});

/** The enroll form's price rule (>= 0, at most 2 decimals, not too high). */
const priceField = enrollSchema.shape.price;

/** yes/no as staff type them, then the forms' true/false/1/0; blank means no discount. */
const discountField = z.preprocess((value) => {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === '' || text === 'no' || text === 'n') return false;
  if (text === 'yes' || text === 'y') return true;
  return text;
}, flag());

const looksNumeric = (text: string) => /^\s*-?\d+(\.\d+)?\s*$/.test(text);
const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? VALIDATION.required;

/**
 * One entry of `courses`: `Title:price` or `Title:price:discount`, read from the right so a title
 * may contain ':'. Without a price the enroll form's "required" applies.
 */
function parseCourse(written: string, errors: ImportRowError[]): ParsedCourse | undefined {
  const parts = written.split(':');
  let price: string | undefined;
  let discount: string | undefined;
  if (parts.length >= 3 && looksNumeric(parts[parts.length - 2])) {
    discount = parts.pop();
    price = parts.pop();
  } else if (parts.length >= 2) {
    price = parts.pop();
  }
  const title = withoutInvisibleControls(parts.join(':')).trim();
  const fail = (message: string) => {
    errors.push({ column: 'courses', course: written, message });
    return undefined;
  };
  if (!title) return fail(VALIDATION.required);
  const priceResult = priceField.safeParse(price);
  if (!priceResult.success) return fail(firstMessage(priceResult.error));
  const discountResult = discountField.safeParse(discount);
  if (!discountResult.success) return fail(firstMessage(discountResult.error));
  return { written, title, price: priceResult.data, got_discount: discountResult.data };
}

/**
 * The row's `courses` entries as written, refused whole past the row's limit; read up to the
 * first entry too many only (a row may hold 2 MB of them).
 */
function coursesListed(cell: string, errors: ImportRowError[]): string[] {
  const entries: string[] = [];
  for (let start = 0; start <= cell.length;) {
    let end = cell.indexOf(';', start);
    if (end === -1) end = cell.length;
    const entry = cell.slice(start, end).trim();
    if (entry && entries.push(entry) > IMPORT_MAX_COURSES_PER_ROW) {
      errors.push({ column: 'courses', message: COHORTS.tooManyCourses(IMPORT_MAX_COURSES_PER_ROW) });
      return [];
    }
    start = end + 1;
  }
  return entries;
}

function parseCourses(entries: string[], errors: ImportRowError[]): ParsedCourse[] {
  const courses: ParsedCourse[] = [];
  const seen = new Set<string>();
  for (const written of entries) {
    const course = parseCourse(written, errors);
    if (!course) continue;
    const key = course.title.toLowerCase();
    if (seen.has(key)) {
      errors.push({ column: 'courses', course: written, message: COHORTS.courseTwice });
      continue;
    }
    seen.add(key);
    courses.push(course);
  }
  return courses;
}

/** Which column each field of a line holds; refuses a header without name and email, or with an unknown or repeated column. */
function columnsOf(header: string[]): (ImportColumn | undefined)[] {
  const columns = header.map((cell) => cell.trim().toLowerCase());
  const known = new Set<string>(IMPORT_COLUMNS);
  columns.forEach((column, i) => {
    if (column === '' && i === columns.length - 1) return; // a trailing comma
    if (!known.has(column)) throw invalidField('csv', messageWithValues('cohorts.unknownColumn', { column: header[i].trim() }));
    if (columns.indexOf(column) !== i) throw invalidField('csv', messageWithValues('cohorts.repeatedColumn', { column }));
  });
  if (!columns.includes('name') || !columns.includes('email')) throw invalidField('csv', COHORTS.missingColumns);
  return columns.map((column) => (known.has(column) ? (column as ImportColumn) : undefined));
}

export function parseCohort(csv: string): ParsedRow[] {
  const parsed = readCsv(csv, IMPORT_MAX_LINES);
  if (parsed.more) throw invalidField('csv', messageWithValues('cohorts.tooManyLines', { max: IMPORT_MAX_LINES }));
  const [header, ...lines] = parsed.data;
  if (!header || header.every((cell) => cell.trim() === '')) throw invalidField('csv', COHORTS.missingColumns);
  const columns = columnsOf(header);
  const brokenLines = new Set(parsed.errors.filter((e) => e.code === 'MissingQuotes').map((e) => e.row));

  const rows: ParsedRow[] = [];
  let enrollments = 0;
  lines.forEach((fields, i) => {
    if (fields.every((cell) => cell.trim() === '')) return; // blank lines
    if (rows.length === IMPORT_MAX_ROWS)
      throw invalidField('csv', messageWithValues('cohorts.tooManyRows', { max: IMPORT_MAX_ROWS }));
    const cells: Partial<Record<ImportColumn, string>> = {};
    columns.forEach((column, c) => {
      if (column) cells[column] = fields[c] ?? '';
    });
    const errors: ImportRowError[] = [];
    if (brokenLines.has(i + 1)) errors.push({ column: 'row', message: COHORTS.unclosedQuote });
    else if (fields.slice(columns.length).some((cell) => cell.trim() !== ''))
      errors.push({ column: 'row', message: COHORTS.fieldCount });
    const student = studentFields.safeParse({
      name: cells.name,
      email: cells.email,
      password: cells.password,
      github: cells.github,
      website: cells.website,
    });
    if (!student.success)
      for (const issue of student.error.issues) errors.push({ column: issue.path[0] as ImportColumn, message: issue.message });
    const entries = coursesListed(cells.courses ?? '', errors);
    enrollments += entries.length;
    if (enrollments > IMPORT_MAX_ENROLLMENTS)
      throw invalidField('csv', messageWithValues('cohorts.tooManyEnrollments', { max: IMPORT_MAX_ENROLLMENTS }));
    const courses = parseCourses(entries, errors);
    rows.push({
      row: i + 2,
      name: student.data?.name ?? withoutInvisibleControls(cells.name ?? '').trim(),
      email: student.data?.email ?? withoutInvisibleControls(cells.email ?? '').trim(),
      password: student.data?.password,
      links: { github: student.data?.github ?? undefined, website: student.data?.website ?? undefined },
      courses,
      errors,
    });
  });
  if (!rows.length) throw invalidField('csv', COHORTS.noRows);
  return rows;
}
