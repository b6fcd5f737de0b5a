/**
 * The students who submit during one server run. Each sign-in is an argon2 verification, so they
 * are signed in only as their submissions are needed, a few at a time, between two measures; each
 * (student, project) pair is submitted once across the run, whatever the row: a pair submitted
 * again answers 409, a failure the table shows.
 */
import { STUDENT_PASSWORD } from '../generator/generate.js';
import type { Measure, Request } from './cannon.js';
import type { Fixture } from './datasets.js';

export async function login(origin: string, who: 'admin' | 'user', email: string, password: string): Promise<string> {
  const reply = await fetch(`${origin}/api/${who}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!reply.ok) throw new Error(`Signing in ${email} answered ${reply.status}: ${await reply.text()}`);
  return ((await reply.json()) as { token: string }).token;
}

const submission = (token: string, projectId: number): Request => ({
  path: '/api/front/user-projects',
  method: 'POST',
  headers: { authorization: `Bearer ${token}` },
  body: JSON.stringify({ project_id: projectId, url: `https://github.com/bench/project-${projectId}` }),
});

export type WriterPool = {
  /** Signs in more students until `pairs` submissions are left (or every candidate is signed in). */
  ensure: (pairs: number) => Promise<void>;
  /** The next submission, taking the students in turn so that parallel writers are different students. */
  next: () => Request;
  /** A signed-in student's token, in turn (none before `ensure` signed anyone in). */
  token: () => string | undefined;
};

export function writerPool(origin: string, candidates: Fixture['writers']): WriterPool {
  const students: { token: string; projectIds: number[] }[] = [];
  let signedIn = 0;
  let left = 0;
  let turn = 0;
  let last = submission('', 0);
  return {
    ensure: async (pairs) => {
      while (left < pairs && signedIn < candidates.length) {
        const batch = candidates.slice(signedIn, signedIn + 4);
        signedIn += batch.length;
        for (const { projectIds } of batch) left += projectIds.length;
        students.push(
          ...(await Promise.all(
            batch.map(async ({ email, projectIds }) => ({
              token: await login(origin, 'user', email, STUDENT_PASSWORD),
              projectIds: [...projectIds],
            })),
          )),
        );
      }
    },
    next: () => {
      for (let tried = 0; tried < students.length; tried++) {
        const student = students[turn++ % students.length];
        const projectId = student.projectIds.shift();
        if (projectId === undefined) continue;
        left--;
        return (last = submission(student.token, projectId));
      }
      return last;
    },
    token: () => students[turn++ % Math.max(1, students.length)]?.token,
  };
}

/**
 * How many submissions a row may make, from the rates measured earlier in the same run (with a
 * margin): a write row at most scales the previous one's rate per writer (a guess of 300/s for the
 * first), and no row writes faster than the fastest read; a mix writes its share of that, and no
 * faster than the writers alone did.
 */
export function writePlan(seconds: number) {
  let fastestRead = 0;
  let fastestWrites = 0;
  let perWriter = 300;
  return {
    record: (kind: string, connections: number, measured: Measure) => {
      if (kind === 'read') fastestRead = Math.max(fastestRead, measured.requestsPerSecond);
      if (kind !== 'write') return;
      perWriter = measured.requestsPerSecond / connections;
      fastestWrites = Math.max(fastestWrites, measured.requestsPerSecond);
    },
    pairs: (kind: string, connections: number, writeShare: number) => {
      const ceiling = fastestRead || Infinity;
      const rate =
        kind === 'write'
          ? Math.min(perWriter * connections, ceiling)
          : Math.min(ceiling * writeShare, fastestWrites || perWriter * connections);
      return Math.ceil(1.5 * seconds * rate) + connections;
    },
  };
}
