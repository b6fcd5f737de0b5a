/**
 * What the load benchmark measures, in this order: the ceiling (the bare Fastify route), the DB
 * health route, the public reads as browsers ask them (`Accept-Encoding: br`) spread over many ids
 * and pages, the admin's users list, students submitting projects at 1, 5 and 20 writers, and the
 * public reads while 1 request in 10 and in 100 is a submission.
 */
import { FIRST_NAMES, LAST_NAMES } from '../generator/names.js';
import type { NextRequest, Request } from './cannon.js';
import type { Fixture } from './datasets.js';
import type { WriterPool } from './writers.js';

export type Route = {
  name: string;
  /** `ceiling` is asked of the bare server; `mix` reports its reads and writes apart. */
  kind: 'ceiling' | 'read' | 'write' | 'mix';
  next: NextRequest;
  /** Connections, when not the run's. */
  connections?: number;
  /** The share of its requests that are submissions (write and mix rows). */
  writeShare?: number;
  /** Every request a public read spreads over, asked once before a warm measure. */
  warmUp?: () => Request[];
};

const BR = { 'accept-encoding': 'br' };
const anyOf = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
const pageOf = (total: number, perPage: number) => 1 + Math.floor(Math.random() * Math.max(1, Math.ceil(total / perPage)));

/** The list in a random order, one after the other (again from the start once all were taken). */
export function shuffled<T>(list: readonly T[]): () => T {
  const order = [...list];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  let taken = 0;
  return () => order[taken++ % order.length];
}

export function routesFor(fixture: Fixture, sessions: { adminToken: string; writers: WriterPool }): Route[] {
  /** A public read as browsers ask it (br), nothing asked before it is measured. */
  const unwarmed = (name: string, path: () => string): Route => ({
    name,
    kind: 'read',
    next: () => ({ path: path(), headers: BR }),
  });
  /** A public read with br; `paths` are all it spreads over, each asked once before a warm measure. */
  const read = (name: string, path: () => string, paths: () => string[] = () => [path()]): Route => ({
    ...unwarmed(`${name} (br)`, path),
    warmUp: () => paths().map((each) => ({ path: each, headers: BR })),
  });
  const usersPage = () => `/api/front/users?page=${pageOf(fixture.users, 9)}&per_page=9`;
  const everyUsersPage = () =>
    Array.from({ length: Math.ceil(fixture.users / 9) }, (_, i) => `/api/front/users?page=${i + 1}&per_page=9`);
  const profile = () => `/api/users/user/${anyOf(fixture.userIds)}`;
  const everyProfile = () => fixture.userIds.map((id) => `/api/users/user/${id}`);
  /** `length` letters in a row of a name the generator gives students: what a visitor types to find one. */
  const nameSearch = (length: number) => () => {
    const name = anyOf([...FIRST_NAMES, ...LAST_NAMES]);
    const start = Math.floor(Math.random() * (name.length - length + 1));
    return `/api/front/users?search=${encodeURIComponent(name.slice(start, start + length).toLowerCase())}`;
  };
  const unseenProfile = shuffled(fixture.allUserIds);
  const unseenCard = shuffled(fixture.allUserIds);
  const writes = (writers: number): Route => ({
    name: `POST /api/front/user-projects, ${writers} writer${writers === 1 ? '' : 's'}`,
    kind: 'write',
    next: sessions.writers.next,
    connections: writers,
    writeShare: 1,
  });
  /** What the mixes read: users pages, profiles, the stats and the leaderboard, at random. */
  const publicReads = [usersPage, profile, () => '/api/front/stats', () => '/api/front/leaderboard'];
  /** Public reads at random, every `every`th request a submission. */
  const mix = (every: number): Route => {
    let sent = 0;
    return {
      name: `reads, 1 in ${every} a submission`,
      kind: 'mix',
      // The first request writes, so that even a short run has its writes' figure.
      next: () => (sent++ % every === 0 ? sessions.writers.next() : { path: anyOf(publicReads)(), headers: BR }),
      writeShare: 1 / every,
    };
  };
  return [
    { name: 'GET bare Fastify route (ceiling)', kind: 'ceiling', next: () => ({ path: '/', headers: BR }) },
    { name: 'GET /api/health (DB health)', kind: 'read', next: () => ({ path: '/api/health' }) },
    read('GET /api/front/leaderboard', () => '/api/front/leaderboard'),
    read('GET /api/front/stats', () => '/api/front/stats'),
    {
      name: 'GET /api/front/stats (plain)',
      kind: 'read',
      next: () => ({ path: '/api/front/stats' }),
      warmUp: () => [{ path: '/api/front/stats' }],
    },
    // An unknown parameter must not make a new cache key (issue 22: a random one forced cold reads).
    unwarmed('GET /api/front/stats?cb=<random> (br)', () => `/api/front/stats?cb=${Math.random()}`),
    read('GET /api/front/users?page=R&per_page=9', usersPage, everyUsersPage),
    // Issue 25: searches are never kept in the answer cache, so each is computed.
    unwarmed('GET /api/front/users?search=<3 letters of a name> (no warm-up, br)', nameSearch(3)),
    unwarmed('GET /api/front/users?search=<2 letters of a name> (no warm-up, br)', nameSearch(2)),
    // Before any other row asks a profile: what a visitor following a link meets.
    unwarmed('GET /api/users/user/{id} (random id, no warm-up, br)', () => `/api/users/user/${unseenProfile()}`),
    read('GET /api/users/user/{id}', profile, everyProfile),
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
    writes(1),
    writes(5),
    writes(20),
    {
      // A student's own place (issue 25): after the write rows, which signed the students in.
      name: 'GET /api/user/standing',
      kind: 'read',
      next: () => ({ path: '/api/user/standing', headers: { authorization: `Bearer ${sessions.writers.token() ?? ''}` } }),
    },
    // Issue 26: what crawlers and link previews ask.
    // A crawler reads a sitemap's files one after the other.
    {
      ...unwarmed(
        'GET /sitemaps/users-R.xml (10,000 students each, 1 connection)',
        () => `/sitemaps/users-${pageOf(fixture.users, 10_000)}.xml`,
      ),
      connections: 1,
    },
    {
      // A PNG: asked without Accept-Encoding (nothing to compress); one at a time, as a link preview asks.
      name: 'GET /share/user/{id}.png (random id, never drawn, 1 connection)',
      kind: 'read',
      next: () => ({ path: `/share/user/${unseenCard()}.png` }),
      connections: 1,
    },
    // The mixes' reads alone, then with submissions among them: what visitors see while students submit.
    read(
      'public reads',
      () => anyOf(publicReads)(),
      () => [...everyUsersPage(), ...everyProfile(), '/api/front/stats', '/api/front/leaderboard'],
    ),
    mix(10),
    mix(100),
  ];
}
