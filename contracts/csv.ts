/**
 * Reading and writing CSV the same way on the server and in the browser (papaparse): the import
 * reads a file with `readCsv` on both sides, so a row number means the same line everywhere, and
 * every CSV the admin area writes neutralises formulas through `writeCsv`.
 */
import Papa from 'papaparse';

/**
 * A CSV value a spreadsheet would run as a formula (CSV injection): a cell that starts, past any
 * spaces, with = + - @ tab or CR. A cell starts at the value's start, and also just after a `;`, a
 * tab or a line break inside it: Excel in `;`-separator locales splits the line there (the
 * value's quotes do not count once the line is cut), so `Sara;=HYPERLINK(...)` holds a formula
 * cell. `writeCsv` (csv.ts) puts a ' at each such cell start (docs/decisions.md "CSV formulas").
 */
export const CSV_FORMULA = /(?:^|[;\t\r\n]) *[=+\-@\t\r]/;

/** The UTF-8 byte-order mark every CSV the admin area writes starts with: Excel then reads it as UTF-8, not the machine's code page (Arabic names garbled). */
export const CSV_BOM = '\uFEFF';

/** The separator of the header line: ',' unless the line has none and has ';' or a tab (a spreadsheet's regional CSV). */
function delimiterOf(csv: string): string {
  const header = csv.slice(0, csv.search(/\r?\n|$/));
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  return header.includes('\t') ? '\t' : ',';
}

/**
 * Every line of the file as fields (blank lines kept: line i + 1 is spreadsheet row i + 1), a BOM
 * dropped; with `maxLines`, only the first ones, and `more` says whether a line past them holds
 * anything but separators and spaces.
 */
export function readCsv(csv: string, maxLines = 0) {
  const text = csv.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: false, preview: maxLines });
  // papaparse's cursor may stand one past the next line's start: looking from one before misses nothing.
  const more = parsed.meta.truncated && /[^\s,;]/.test(text.slice(Math.max(0, parsed.meta.cursor - 1)));
  return { ...parsed, more };
}

/** Every cell start of CSV_FORMULA followed by a formula: a ' goes there (the same places, as a global lookaround). */
const FORMULA_CELL = new RegExp(`(?<=^|[;\\t\\r\\n])(?= *[=+\\-@\\t\\r])`, 'g');

/**
 * The text with a ' at each place a spreadsheet would start a formula cell (OWASP's advice):
 * `=SUM(A1)` -> `'=SUM(A1)`, `Sara;=HYPERLINK(...)` -> `Sara;'=HYPERLINK(...)`. A spreadsheet shows
 * the rest as text, the ' hidden; other text is left as it is.
 */
export const neutraliseFormulas = (text: string) => (CSV_FORMULA.test(text) ? text.replace(FORMULA_CELL, "'") : text);

/** A neutralised text: quoted as well, as OWASP advises and papaparse's own guard does. */
const NEUTRALISED = /(?:^|[;\t\r\n])' *[=+\-@\t\r]/;

/** CRLF lines (no closing one), values quoted where needed, every text neutralised (neutraliseFormulas). */
export const writeCsv = (rows: unknown[][]) =>
  Papa.unparse(
    rows.map((row) => row.map((cell) => (typeof cell === 'string' ? neutraliseFormulas(cell) : cell))),
    { newline: '\r\n', quotes: (value: unknown) => typeof value === 'string' && NEUTRALISED.test(value) },
  );
