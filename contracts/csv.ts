/**
 * Reading and writing CSV the same way on the server and in the browser (papaparse): the import
 * reads a file with `readCsv` on both sides, so a row number means the same line everywhere, and
 * every CSV the admin area writes neutralises formulas through `writeCsv`.
 */
import Papa from 'papaparse';
import { CSV_FORMULA } from './cohorts.js';

/** The separator of the header line: ',' unless the line has none and has ';' or a tab (a spreadsheet's regional CSV). */
function delimiterOf(csv: string): string {
  const header = csv.slice(0, csv.search(/\r?\n|$/));
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  return header.includes('\t') ? '\t' : ',';
}

/** Every line of the file as fields (blank lines kept: line i + 1 is spreadsheet row i + 1), a BOM dropped. */
export function readCsv(csv: string) {
  const text = csv.replace(/^\uFEFF/, '');
  return Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: false });
}

/** CRLF lines (no closing one), values quoted where needed, formula-leading text written with a leading '. */
export const writeCsv = (rows: unknown[][]) => Papa.unparse(rows, { escapeFormulae: CSV_FORMULA, newline: '\r\n' });
