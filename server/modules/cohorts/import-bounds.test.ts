/**
 * A hostile import file (issue 21 item 4): every 2 MB preview answers, with its rows or a clear
 * 422, without holding the event loop (the server's every other answer) for more than a second.
 */
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_CHARS, IMPORT_MAX_COURSES_PER_ROW, IMPORT_MAX_ENROLLMENTS } from '../../../contracts/cohorts.js';
import { COHORTS } from '../../../contracts/admin-messages.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken } from '../../test/http.js';

const t = useTestApp();

const HEADER = 'name,email,password,courses\n';
/** `unit` repeated to fill the largest file the import takes, between `head` and `tail`. */
const fill = (head: string, unit: string, tail = '') =>
  head + unit.repeat(Math.floor((IMPORT_MAX_CHARS - 100 - head.length - tail.length) / unit.length)) + tail;
const lines = (count: number, line: (i: number) => string) =>
  HEADER + Array.from({ length: count }, (_, i) => line(i)).join('\n');

/** Runs `work` while timing the event loop: the longest time a 5 ms timer fired late. */
async function longestBlock<T>(work: () => Promise<T>) {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 5);
    last = now;
  }, 5);
  try {
    const result = await work();
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { result, longest };
  } finally {
    clearInterval(timer);
  }
}

describe('POST /api/admin/import/users/preview with a pathological 2 MB file', () => {
  const FILES: Record<string, string> = {
    'one row listing one course 500,000 times': fill(HEADER + 'Sara,sara@academy.test,,', 'A:1;'),
    '5,000 rows each listing one course 95 times': lines(5000, (i) => `S${i},s${i}@academy.test,,${'A:1;'.repeat(95)}`),
    [`5,000 rows each listing ${IMPORT_MAX_COURSES_PER_ROW} different courses`]: lines(
      5000,
      (i) =>
        `S${i},s${i}@academy.test,,${Array.from({ length: IMPORT_MAX_COURSES_PER_ROW }, (_, j) => `C${i}-${j}:${j}`).join(';')}`,
    ),
    'one quoted field of 2 MB': fill(HEADER + 'Sara,sara@academy.test,,"', 'x', '"'),
    'a quote never closed': fill(HEADER + 'Sara,sara@academy.test,,"', 'x'),
    'one line of 2 MB of commas': fill(HEADER + 'Sara,sara@academy.test,,', ','),
    '2 MB of semicolons': fill(HEADER + 'Sara,sara@academy.test,,', ';'),
    '2 MB of colons': fill(HEADER + 'Sara,sara@academy.test,,', ':'),
    'blank lines only': fill(HEADER, '\n'),
    'escaped quotes only': fill(HEADER + 'Sara,sara@academy.test,,"', '""', '"'),
    '5,000 rows with one e-mail': lines(5000, () => 'Same,same@academy.test,,'),
  };

  it.each(Object.entries(FILES))('%s: answered, the event loop never held 1 s', async (_, csv) => {
    const token = await adminToken(t.app);
    const { result: reply, longest } = await longestBlock(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/import/users/preview',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ csv }),
      }),
    );
    expect(csv.length).toBeLessThanOrEqual(IMPORT_MAX_CHARS);
    expect([200, 422]).toContain(reply.statusCode);
    expect(longest, `event loop held ${Math.round(longest)} ms`).toBeLessThan(1000);
  });

  it('a row listing more courses than the limit gets one clear error, and a file listing too many enrollments a 422', async () => {
    const token = await adminToken(t.app);
    const post = (csv: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/import/users/preview',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ csv }),
      });
    const tooMany = Array.from({ length: IMPORT_MAX_COURSES_PER_ROW + 1 }, (_, j) => `Course ${j}:10`).join(';');
    const row = (await post(`${HEADER}Sara,sara@academy.test,,${tooMany}`)).json();
    expect(row.rows[0].errors).toEqual([{ column: 'courses', message: COHORTS.tooManyCourses(IMPORT_MAX_COURSES_PER_ROW) }]);

    const rowsNeeded = Math.ceil((IMPORT_MAX_ENROLLMENTS + 1) / IMPORT_MAX_COURSES_PER_ROW);
    const entries = Array.from({ length: IMPORT_MAX_COURSES_PER_ROW }, (_, j) => `Course ${j}:10`).join(';');
    const file = await post(lines(rowsNeeded, (i) => `S${i},s${i}@academy.test,,${entries}`));
    const message = COHORTS.tooManyEnrollments(IMPORT_MAX_ENROLLMENTS);
    expect({ status: file.statusCode, body: file.json() }).toEqual({
      status: 422,
      body: { message, code: 'cohorts.tooManyEnrollments', params: { max: IMPORT_MAX_ENROLLMENTS }, errors: { csv: [message] } },
    });
  });
});
