import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../exports/download';
import { passwordsCsv } from './ImportResultPanel';

describe('passwordsCsv', () => {
  it('writes a header and one line per student, quoted where needed, formulas neutralised', () => {
    const csv = passwordsCsv([
      { row: 2, name: 'Ali, "The Coder"', email: 'ali@academy.test', password: 'abcDEF234ghjkm' },
      { row: 3, name: '=cmd|calc', email: 'x@academy.test', password: 'Zz23456789abcd' },
    ]);
    expect(csv.split('\r\n')[0]).toBe('row,name,email,password');
    // Read back with papaparse's reader: what a spreadsheet would show.
    expect(Papa.parse<string[]>(csv, { newline: '\r\n' }).data.slice(1)).toEqual([
      ['2', 'Ali, "The Coder"', 'ali@academy.test', 'abcDEF234ghjkm'],
      ['3', "'=cmd|calc", 'x@academy.test', 'Zz23456789abcd'],
    ]);
  });
});

describe('fileNameOf', () => {
  it("takes the server's attachment name, else the fallback", () => {
    expect(fileNameOf('attachment; filename="users-2026-11-24.csv"', 'users.csv')).toBe('users-2026-11-24.csv');
    expect(fileNameOf(null, 'users.csv')).toBe('users.csv');
  });
});
