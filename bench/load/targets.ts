/**
 * The performance targets (issue 45), each a ratio of a cell to a reference measured in the same
 * run beside it, so that the machine's speed and its drift within a run cancel out:
 * - R1, the bare Fastify route (bare-server.ts), measured just before and just after each cell
 *   compared with it;
 * - the same reads alone, measured before and after each mix of reads and submissions;
 * - the SQL floors R3 (a cold profile's statement) and R5 (a submission's statements with their
 *   locks), frozen (sql-floors.ts), measured with the site stopped before the first repetition
 *   and after each one: each repetition's reference is the mean of the floors on both sides of it.
 * Three repetitions; each target is printed as the median of its three ratios with their spread,
 * beside the absolute medians of the cell and its reference. The site runs with its cache on, as
 * deployed, and a cold cell asks each address once.
 */
import { PROJECT_USERS_PER_PAGE, MAX_PUBLIC_PER_PAGE } from '../../contracts/paging.js';
import { measure, type Measure, type NextRequest } from './cannon.js';
import { BENCH_ADMIN, readFixture, type Fixture } from './datasets.js';
import { median } from './median.js';
import { routesFor, shuffled } from './routes.js';
import { cell } from './table.js';
import { startServers, type Target } from './server.js';
import { measureFloor, openSqlFloor, replayProfile, replaySubmission } from './sql-floors.js';
import { login, writePlan, writerPool } from './writers.js';

/**
 * `floorsOnce`: the floors are measured before the first repetition only and stand for after each
 * too (the smoke run: proving every ratio is made, not measuring; a PGlite floor costs 3-12 s to open).
 */
export type TargetOptions = { seconds: number; connections: number; repetitions: number; floorsOnce?: boolean };

/** One repetition's figures, by name (cells and their references). */
type Figures = Map<string, Measure>;

type Goal = { at: 'least' | 'most'; value: number };
type TargetRow = {
  name: string;
  goal: Goal;
  /** The ratio of one repetition, and the cell's and the reference's figures shown beside it. */
  of: (cells: Figures, floorsBefore: Figures, floorsAfter: Figures) => { ratio: number; cell: string; reference: string };
};

const BR = { 'accept-encoding': 'br' };
const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (n < 10 ? n.toFixed(1) : whole(n));
const rate = (m: Measure) => whole(m.requestsPerSecond) + '/s';
const p99 = (m: Measure, kind: 'reads' | 'writes' = 'reads') => ms(m.latency[kind]?.p99 ?? NaN);
const readsPerSecond = (m: Measure) => m.readsPerSecond ?? m.requestsPerSecond;
const mean = (a: number, b: number) => (a + b) / 2;

/** A cell over the mean of two references' requests/s. */
function throughput(cell: string, before: string, after: string, label: string) {
  return (cells: Figures): ReturnType<TargetRow['of']> => {
    const [c, b, a] = [cells.get(cell)!, cells.get(before)!, cells.get(after)!];
    const reference = mean(b.requestsPerSecond, a.requestsPerSecond);
    return {
      ratio: c.requestsPerSecond / reference,
      cell: `${rate(c)}, p99 ${p99(c)} ms`,
      reference: `${label} ${whole(reference)}/s`,
    };
  };
}

/** Reads of a mix over the same reads alone, before and after it. */
function mixReads(mix: string, before: string, after: string) {
  return (cells: Figures): ReturnType<TargetRow['of']> => {
    const [m, b, a] = [cells.get(mix)!, cells.get(before)!, cells.get(after)!];
    const reference = mean(b.requestsPerSecond, a.requestsPerSecond);
    return {
      ratio: readsPerSecond(m) / reference,
      cell: `reads ${whole(readsPerSecond(m))}/s, p99 ${p99(m)} ms`,
      reference: `alone ${whole(reference)}/s, p99 ${ms(mean(b.latency.reads!.p99, a.latency.reads!.p99))} ms`,
    };
  };
}

/** A cell over the mean of a floor measured before and after its repetition. */
function overFloor(cell: string, floor: string, kind: 'reads' | 'writes') {
  return (cells: Figures, before: Figures, after: Figures): ReturnType<TargetRow['of']> => {
    const c = cells.get(cell)!;
    const [b, a] = [before.get(floor)!, after.get(floor)!];
    const reference = mean(b.requestsPerSecond, a.requestsPerSecond);
    return {
      ratio: c.requestsPerSecond / reference,
      cell: `${rate(c)}, p99 ${p99(c, kind)} ms`,
      reference: `${floor} ${whole(reference)}/s, p99 ${ms(mean(b.latency[kind]!.p99, a.latency[kind]!.p99))} ms`,
    };
  };
}

const TARGETS: TargetRow[] = [
  { name: 'cached reads (br) / R1', goal: { at: 'least', value: 0.5 }, of: throughput('reads alone 1', 'R1 a', 'R1 b', 'R1') },
  {
    name: 'reads, 1 in 10 a submission / the same reads alone',
    goal: { at: 'least', value: 0.5 },
    of: mixReads('mix 1 in 10', 'reads alone 1', 'reads alone 2'),
  },
  {
    name: "those reads' p99 / their p99 alone",
    goal: { at: 'most', value: 3 },
    of: (cells) => {
      const [m, b, a] = [cells.get('mix 1 in 10')!, cells.get('reads alone 1')!, cells.get('reads alone 2')!];
      const alone = mean(b.latency.reads!.p99, a.latency.reads!.p99);
      return { ratio: m.latency.reads!.p99 / alone, cell: `p99 ${p99(m)} ms`, reference: `alone p99 ${ms(alone)} ms` };
    },
  },
  {
    name: 'reads, 1 in 100 a submission / the same reads alone',
    goal: { at: 'least', value: 0.8 },
    of: mixReads('mix 1 in 100', 'reads alone 2', 'reads alone 3'),
  },
  { name: 'cold profiles / R3', goal: { at: 'least', value: 0.5 }, of: overFloor('cold profiles', 'R3', 'reads') },
  {
    name: 'cold project pages / R1',
    goal: { at: 'least', value: 0.05 },
    of: throughput('cold project pages', 'R1 c', 'R1 d', 'R1'),
  },
  {
    name: "largest project's last page / its first (p50 time)",
    goal: { at: 'most', value: 2 },
    of: (cells) => {
      const [last, first] = [cells.get('last page')!, cells.get('first page')!];
      return {
        ratio: last.latency.reads!.p50 / first.latency.reads!.p50,
        cell: `last ${ms(last.latency.reads!.p50)} ms`,
        reference: `first ${ms(first.latency.reads!.p50)} ms`,
      };
    },
  },
  { name: '20 writers / R5 at 20', goal: { at: 'least', value: 0.8 }, of: overFloor('20 writers', 'R5 at 20', 'writes') },
  { name: '1 writer / R5 at 1', goal: { at: 'least', value: 0.9 }, of: overFloor('1 writer', 'R5 at 1', 'writes') },
];

/**
 * The fixture's students, split: the floor R5 takes the first half, each repetition's site writers
 * a part of the other (a writer pool signs in its own students, and no pair is submitted twice).
 */
function splitWriters(writers: Fixture['writers'], repetitions: number) {
  const half = Math.ceil(writers.length / 2);
  const part = Math.floor((writers.length - half) / repetitions);
  return {
    floor: writers.slice(0, half),
    site: (repetition: number) => writers.slice(half + (repetition - 1) * part, half + repetition * part),
  };
}

/** Prints a figure as it comes, with the seconds since the previous one (setup included). */
let shownAt = performance.now();
function show(name: string, measured: Measure) {
  const now = performance.now();
  console.log(`  ${name.padEnd(28)} ${cell(measured)} (${((now - shownAt) / 1000).toFixed(1)} s)`);
  shownAt = now;
}

/** R3, R5 at 20 and R5 at 1, with the site stopped. */
async function measureFloors(
  target: Target,
  options: TargetOptions,
  next: { profile: () => number; pair: () => [number, number] },
) {
  const floor = await openSqlFloor(target);
  const figures: Figures = new Map();
  try {
    const floors = [
      ['R3', () => replayProfile(floor, next.profile()), options.connections, 'reads'],
      ['R5 at 20', () => replaySubmission(floor, ...next.pair()), 20, 'writes'],
      ['R5 at 1', () => replaySubmission(floor, ...next.pair()), 1, 'writes'],
    ] as const;
    for (const [name, work, connections, kind] of floors) {
      const measured = await measureFloor(work, { seconds: options.seconds, connections, kind });
      show(name, measured);
      figures.set(name, measured);
    }
  } finally {
    await floor.close();
  }
  return figures;
}

/** Each (student, project) pair of `writers` once, in turn over the students. */
function pairsOf(writers: Fixture['writers']): () => [number, number] {
  const left = writers.map(({ id, projectIds }) => ({ id, projectIds: [...projectIds] }));
  let turn = 0;
  return () => {
    for (let tried = 0; tried < left.length; tried++) {
      const student = left[turn++ % left.length];
      const projectId = student.projectIds.shift();
      if (projectId !== undefined) return [student.id, projectId];
    }
    throw new Error('The floor R5 ran out of (student, project) pairs: generate a larger academy.');
  };
}

/**
 * The first and the last completion page of the largest project, one request at a time, each
 * page size from the default to the largest once (each a new address: none is a cached answer).
 */
async function firstAndLastPages(origin: string, largest: { projectId: number; count: number }): Promise<Figures> {
  const times = { first: [] as number[], last: [] as number[] };
  const ask = async (path: string, into: number[]) => {
    const began = performance.now();
    const reply = await fetch(origin + path, { headers: BR });
    await reply.arrayBuffer();
    if (!reply.ok) throw new Error(`${path} answered ${reply.status}`);
    into.push(performance.now() - began);
  };
  for (let perPage = PROJECT_USERS_PER_PAGE; perPage <= MAX_PUBLIC_PER_PAGE; perPage++) {
    const lastPage = Math.max(1, Math.ceil(largest.count / perPage));
    const base = `/api/users/project/${largest.projectId}?per_page=${perPage}`;
    await ask(`${base}&page=1`, times.first);
    await ask(`${base}&page=${lastPage}`, times.last);
  }
  const asMeasure = (list: number[]): Measure => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      requestsPerSecond: 1000 / (list.reduce((sum, each) => sum + each, 0) / list.length),
      latency: { reads: { p50: sorted[Math.floor(sorted.length / 2)], p99: sorted[sorted.length - 1] } },
      failures: {},
    };
  };
  return new Map([
    ['first page', asMeasure(times.first)],
    ['last page', asMeasure(times.last)],
  ]);
}

/** One repetition's cells, against a freshly started site with its cache on. */
async function measureCells(
  target: Target,
  fixture: Fixture,
  options: TargetOptions,
  streams: { coldProfile: () => number; coldProjectPage: () => string },
  siteWriters: Fixture['writers'],
): Promise<Figures> {
  const { bare, site } = await startServers(target, { publicCache: true });
  const figures: Figures = new Map();
  try {
    const adminToken = await login(site.origin, 'admin', BENCH_ADMIN.email, BENCH_ADMIN.password);
    const writers = writerPool(site.origin, siteWriters);
    const routes = routesFor(fixture, { adminToken, writers });
    const named = (name: string) => routes.find((route) => route.name === name)!;
    const publicReads = named('public reads (br)');
    const length = { seconds: options.seconds, connections: options.connections };
    const plan = writePlan(options.seconds);
    const run = async (name: string, origin: string, next: NextRequest, connections = options.connections, kind = 'read') => {
      const measured = await measure(origin, next, { ...length, connections });
      await (origin === site.origin ? site : bare).drain();
      plan.record(kind, connections, measured);
      show(name, measured);
      figures.set(name, measured);
    };
    const warm = async () => {
      const paths = publicReads.warmUp!();
      let i = 0;
      await measure(site.origin, () => paths[i++], {
        amount: paths.length,
        connections: Math.min(options.connections, paths.length),
      });
    };
    const mixOf = (every: number) => named(`reads, 1 in ${every} a submission`);
    const bareNext = named('GET bare Fastify route (ceiling)').next;

    await warm();
    await run('R1 a', bare.origin, bareNext);
    await run('reads alone 1', site.origin, publicReads.next);
    await run('R1 b', bare.origin, bareNext);
    for (const [every, after] of [
      [10, 'reads alone 2'],
      [100, 'reads alone 3'],
    ] as const) {
      const mix = mixOf(every);
      await writers.ensure(plan.pairs('mix', options.connections, mix.writeShare!));
      await warm();
      await run(`mix 1 in ${every}`, site.origin, mix.next, options.connections, 'mix');
      await warm();
      await run(after, site.origin, publicReads.next);
    }
    await run('cold profiles', site.origin, () => ({ path: `/api/users/user/${streams.coldProfile()}`, headers: BR }));
    await run('R1 c', bare.origin, bareNext);
    await run('cold project pages', site.origin, () => ({ path: streams.coldProjectPage(), headers: BR }));
    await run('R1 d', bare.origin, bareNext);
    const largest = fixture.completions.reduce((most, each) => (each.count > most.count ? each : most));
    for (const [name, measured] of await firstAndLastPages(site.origin, largest)) {
      show(name, measured);
      figures.set(name, measured);
    }
    for (const connections of [20, 1]) {
      await writers.ensure(plan.pairs('write', connections, 1));
      await run(`${connections} writer${connections === 1 ? '' : 's'}`, site.origin, writers.next, connections, 'write');
    }
  } finally {
    await site.stop();
    await bare.stop();
  }
  return figures;
}

/** Measures every target on one academy and returns them as a Markdown table. */
export async function measureTargets(target: Target, title: string, options: TargetOptions): Promise<string> {
  const fixture = await readFixture(target, { writers: 20_000, profiles: 2_000 });
  const writers = splitWriters(fixture.writers, options.repetitions);
  const streams = {
    coldProfile: shuffled(fixture.allUserIds),
    coldProjectPage: shuffled(
      fixture.completions.flatMap(({ projectId, count }) =>
        Array.from(
          { length: Math.max(1, Math.ceil(count / PROJECT_USERS_PER_PAGE)) },
          (_, i) => `/api/users/project/${projectId}?page=${i + 1}`,
        ),
      ),
    ),
  };
  const floorStreams = { profile: shuffled(fixture.allUserIds), pair: pairsOf(writers.floor) };
  const floors: Figures[] = [await measureFloors(target, options, floorStreams)];
  const repetitions: Figures[] = [];
  for (let repetition = 1; repetition <= options.repetitions; repetition++) {
    console.log(`  targets: repetition ${repetition} of ${options.repetitions}`);
    repetitions.push(await measureCells(target, fixture, options, streams, writers.site(repetition)));
    floors.push(options.floorsOnce ? floors[0] : await measureFloors(target, options, floorStreams));
  }
  const rows = TARGETS.map((row) => {
    const each = repetitions.map((cells, i) => row.of(cells, floors[i], floors[i + 1]));
    const ratios = each.map((one) => one.ratio);
    const ratio = median(ratios);
    const middle = each[ratios.indexOf(ratio)] ?? each[0];
    const met = row.goal.at === 'least' ? ratio >= row.goal.value : ratio <= row.goal.value;
    const spread = ratios.length > 1 ? ` (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})` : '';
    return `| ${row.name} | ${row.goal.at === 'least' ? '≥' : '≤'} ${row.goal.value} | ${ratio.toFixed(2)}${spread} | ${met ? 'met' : 'not met'} | ${middle.cell} | ${middle.reference} |`;
  });
  return [
    `### Targets: ${title}, ${options.connections} connections, ${options.seconds} s a cell, ${options.repetitions} repetitions`,
    '',
    '| target | goal | ratio, median (min-max) | | cell | reference |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    'Each ratio is a cell over the reference measured beside it in the same run: R1 (the bare Fastify route) just before' +
      ' and after, the same reads alone before and after a mix, the SQL floors R3 and R5 (frozen statements, the site' +
      ' stopped) before and after each repetition. The cell and reference columns are those of the median repetition.',
  ].join('\n');
}
