/**
 * What the load benchmark measures: the ceiling (`/api/health`, one `SELECT 1`), the public reads
 * spread over many ids and pages, the admin's users list and students submitting projects.
 */
import type { NextRequest } from './cannon.js';
import { STUDENT_PASSWORD } from '../generator/generate.js';
import type { Fixture } from './datasets.js';

export type Route = {
  name: string;
  kind: 'ceiling' | 'read' | 'write';
  next: NextRequest;
  /** Every path a public read spreads over, requested once before a warm measure. */
  paths?: () => string[];
};
export type Sessions = { adminToken: string; writes: { token: string; projectId: number }[] };

const anyOf = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
const pageOf = (total: number, perPage: number) => 1 + Math.floor(Math.random() * Math.max(1, Math.ceil(total / perPage)));

export function routesFor(fixture: Fixture, sessions: Sessions): Route[] {
  const read = (name: string, path: () => string, paths?: () => string[]): Route => ({
    name,
    kind: 'read',
    next: () => ({ path: path() }),
    paths: paths ?? (() => [path()]),
  });
  const usersPages = Math.max(1, Math.ceil(fixture.users / 9));
  let written = 0;
  // Each (student, project) once; past the end of the list the repeats answer 409 and count as failures.
  const submission = () => {
    const write = sessions.writes[written++ % sessions.writes.length];
    return {
      path: '/api/front/user-projects',
      method: 'POST' as const,
      headers: { authorization: `Bearer ${write.token}` },
      body: JSON.stringify({ project_id: write.projectId, url: `https://github.com/bench/project-${write.projectId}` }),
    };
  };
  const publicReads = [
    () => `/api/front/users?page=${pageOf(fixture.users, 9)}&per_page=9`,
    () => `/api/users/user/${anyOf(fixture.userIds)}`,
    () => '/api/front/stats',
    () => '/api/front/leaderboard',
  ];
  let mixed = 0;
  return [
    { name: 'GET /api/health (ceiling)', kind: 'ceiling', next: () => ({ path: '/api/health' }) },
    read('GET /api/front/leaderboard', () => '/api/front/leaderboard'),
    read('GET /api/front/stats', () => '/api/front/stats'),
    // An unknown parameter must not make a new cache key (issue 22: a random one forced cold reads).
    { name: 'GET /api/front/stats?cb=<random>', kind: 'read', next: () => ({ path: `/api/front/stats?cb=${Math.random()}` }) },
    read(
      'GET /api/front/users?page=R&per_page=9',
      () => `/api/front/users?page=${pageOf(fixture.users, 9)}&per_page=9`,
      () => Array.from({ length: usersPages }, (_, i) => `/api/front/users?page=${i + 1}&per_page=9`),
    ),
    read(
      'GET /api/users/user/{id}',
      () => `/api/users/user/${anyOf(fixture.userIds)}`,
      () => fixture.userIds.map((id) => `/api/users/user/${id}`),
    ),
    read('GET /api/front/achievements', () => '/api/front/achievements'),
    read('GET /api/front/courses', () => '/api/front/courses'),
    read(
      'GET /api/users/course/{id}',
      () => `/api/users/course/${anyOf(fixture.courseIds)}`,
      () => fixture.courseIds.map((id) => `/api/users/course/${id}`),
    ),
    read(
      'GET /api/users/project/{id}',
      () => `/api/users/project/${anyOf(fixture.projectIds)}`,
      () => fixture.projectIds.map((id) => `/api/users/project/${id}`),
    ),
    {
      // Authenticated: never a cached answer, so nothing to warm.
      name: 'GET /api/admin/users?page=R&per_page=10',
      kind: 'read',
      next: () => ({
        path: `/api/admin/users?page=${pageOf(fixture.users, 10)}&per_page=10`,
        headers: { authorization: `Bearer ${sessions.adminToken}` },
      }),
    },
    { name: 'POST /api/front/user-projects', kind: 'write', next: submission },
    {
      // Every write drops the cached answers: what students see while others submit.
      name: 'reads, 1 in 10 a submission',
      kind: 'write',
      next: () => (mixed++ % 10 === 9 ? submission() : { path: anyOf(publicReads)() }),
    },
  ];
}

/** Signs in the admin and the writing students over HTTP; their submissions interleave across students. */
export async function signIn(origin: string, fixture: Fixture, admin: { email: string; password: string }): Promise<Sessions> {
  const login = async (who: 'admin' | 'user', email: string, password: string) => {
    const reply = await fetch(`${origin}/api/${who}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!reply.ok) throw new Error(`Signing in ${email} answered ${reply.status}: ${await reply.text()}`);
    return ((await reply.json()) as { token: string }).token;
  };
  const adminToken = await login('admin', admin.email, admin.password);
  const tokens: string[] = [];
  // A few at a time: each sign-in is an argon2 verification.
  for (let i = 0; i < fixture.writers.length; i += 4) {
    const batch = fixture.writers.slice(i, i + 4);
    tokens.push(...(await Promise.all(batch.map((writer) => login('user', writer.email, STUDENT_PASSWORD)))));
  }
  const writes: Sessions['writes'] = [];
  const longest = Math.max(0, ...fixture.writers.map((writer) => writer.projectIds.length));
  for (let round = 0; round < longest; round++) {
    fixture.writers.forEach((writer, index) => {
      const projectId = writer.projectIds[round];
      if (projectId !== undefined) writes.push({ token: tokens[index], projectId });
    });
  }
  return { adminToken, writes };
}
