import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../exports/download';
import type { ImportPreview } from '../../../contracts/cohorts';
import { passwordsCsv } from './ImportResultPanel';
import { errorsFileName, rowErrorsCsv } from './rowErrors';

describe('passwordsCsv', () => {
  it('writes a header and one line per student, quoted where needed, formulas neutralised', () => {
    const csv = passwordsCsv([
      { row: 2, name: 'Ali, "The Coder"', email: 'ali@academy.test', password: 'abcDEF234ghjkm' },
      { row: 3, name: '=cmd|calc', email: 'x@academy.test', password: 'Zz23456789abcd' },
      { row: 4, name: 'Sara;=cmd|calc', email: 'y@academy.test', password: 'Yy23456789abcd' },
    ]);
    expect(csv.split('\r\n')[0]).toBe('row,name,email,password');
    // Read back with papaparse's reader: what a spreadsheet would show.
    expect(Papa.parse<string[]>(csv, { newline: '\r\n' }).data.slice(1)).toEqual([
      ['2', 'Ali, "The Coder"', 'ali@academy.test', 'abcDEF234ghjkm'],
      ['3', "'=cmd|calc", 'x@academy.test', 'Zz23456789abcd'],
      // Excel in a ';' locale cuts the line at the ';': the cell after it is neutralised too.
      ['4', "Sara;'=cmd|calc", 'y@academy.test', 'Yy23456789abcd'],
    ]);
  });
});

describe('fileNameOf', () => {
  it("takes the server's attachment name, else the fallback", () => {
    expect(fileNameOf('attachment; filename="users-2026-11-24.csv"', 'users.csv')).toBe('users-2026-11-24.csv');
    expect(fileNameOf(null, 'users.csv')).toBe('users.csv');
  });
});

describe('rowErrorsCsv', () => {
  it("writes each row with errors as the file had it (the server's row numbers), after an error column, formulas neutralised", () => {
    // A spreadsheet's ';' file with a BOM and a blank line: row 4 is the third line after the header.
    const file = '\uFEFFname;email;courses\r\nGood;good@academy.test;\r\n\r\n=Bad;bad;Web Basics:-1\r\n';
    const failed = {
      row: 4,
      name: '=Bad',
      email: 'bad',
      user_id: null,
      previous_name: null,
      actions: [],
      password: null,
      enrollments: [],
    };
    const preview = {
      preview_id: 'x',
      summary: { rows: 2, create: 1, update: 0, enroll: 0, unchanged: 0, errors: 1 },
      rows: [
        { ...failed, row: 2, name: 'Good', email: 'good@academy.test', errors: [] },
        {
          ...failed,
          errors: [
            { column: 'email', message: 'Invalid' },
            { column: 'courses', course: 'Web Basics:-1', message: 'Too Low' },
          ],
        },
      ],
    } satisfies ImportPreview;
    expect(Papa.parse<string[]>(rowErrorsCsv(file, preview), { newline: '\r\n' }).data).toEqual([
      ['error', 'name', 'email', 'courses'],
      ['email: Invalid; courses "Web Basics:-1": Too Low', "'=Bad", 'bad', 'Web Basics:-1'],
    ]);
    expect(errorsFileName('March Cohort.CSV')).toBe('March Cohort-errors.csv');
  });
});
