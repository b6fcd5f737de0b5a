/**
 * The preview's rows with errors as a CSV the admin can fix in a spreadsheet: each offending line
 * of the chosen file as it was written (read with the server's own reader, so row numbers match),
 * after an `error` column saying what is wrong with it.
 */
import { readCsv, writeCsv } from '../../../contracts/csv';
import type { ImportPreview, ImportRowError } from '../../../contracts/cohorts';

/** 'courses "Web Basics:10"' or 'email': where in the row the error is. */
export const errorPlace = (error: ImportRowError) => (error.course ? `${error.column} "${error.course}"` : error.column);

export function rowErrorsCsv(csv: string, preview: ImportPreview) {
  const [header = [], ...lines] = readCsv(csv).data;
  const failed = preview.rows.filter((row) => row.errors.length);
  return writeCsv([
    ['error', ...header],
    ...failed.map((row) => [
      row.errors.map((error) => `${errorPlace(error)}: ${error.message}`).join('; '),
      ...(lines[row.row - 2] ?? []),
    ]),
  ]);
}

/** 'march-cohort.csv' -> 'march-cohort-errors.csv'. */
export const errorsFileName = (name: string) => `${name.replace(/\.csv$/i, '')}-errors.csv`;
