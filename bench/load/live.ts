/**
 * The live bench (issue 49 item 6, `npm run bench -- --only live`): the reads of the 1-in-10 mix
 * (public reads, every 10th request a submission) with open live streams on the one instance, over
 * the same mix with none measured before and after it, on a freshly started site per repetition.
 * The streams are browsers of their own process (live-clients.ts), each refetching on an event what
 * a tab would. Beside the ratio: the time from a write's answer to its event on the last stream (a
 * submission's `stats` event to every stream; a bulk award's notification to each signed-in
 * student's), and the server's memory per stream (RSS and, after a full collection, the heap, with
 * the streams open minus before they opened, over their number; memory-probe.ts).
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STUDENT_PASSWORD } from '../generator/generate.js';
import { measure, type Measure } from './cannon.js';
import { BENCH_ADMIN, readFixture, type Fixture } from './datasets.js';
import type { LiveClientsAnswer } from './live-clients.js';
import { memoryOf, sleep, startClients, timeNotification, timePublicEvent, type Timing } from './live-samples.js';
import { median } from './median.js';
import { routesFor } from './routes.js';
import { startServer, type Target } from './server.js';
import { cell } from './table.js';
import { login, writerPool } from './writers.js';

export type LiveOptions = {
  seconds: number;
  connections: number;
  repetitions: number;
  streams: { anonymous: number; students: number };
  /** Writes timed per repetition, of each kind. */
  samples: number;
};

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (n < 10 ? n.toFixed(1) : whole(n));

/** The manual achievements not given yet in this run (a bulk award of each is timed once). */
async function manualAchievements(origin: string, adminToken: string, given: Set<number>) {
  const reply = await fetch(`${origin}/api/admin/achievements`, { headers: { authorization: `Bearer ${adminToken}` } });
  const { achievements } = (await reply.json()) as { achievements: { id: number; manual: number }[] };
  return achievements.filter(({ id, manual }) => manual && !given.has(id)).map(({ id }) => id);
}

type Repetition = {
  cells: Map<string, Measure>;
  during: { refetchesPerSecond: number; events: Record<string, number>; failures: Record<string, number> };
  publicEvents: Timing[];
  notifications: Timing[];
  memory: { rss: number; heapUsed: number };
};

/** One repetition: the mix with no streams, with the streams open, and with none again. */
async function measureRepetition(
  target: Target,
  fixture: Fixture,
  options: LiveOptions,
  parts: { students: Fixture['writers']; writers: Fixture['writers']; given: Set<number>; tokens: string[] },
): Promise<Repetition> {
  const memoryFile = path.join(os.tmpdir(), `academy-bench-memory-${process.pid}.json`);
  const streams = options.streams.anonymous + options.streams.students;
  // The clients' process starts while the site does.
  const clients = startClients();
  const site = await startServer(target, {
    publicCache: true,
    env: { BENCH_MEMORY_FILE: memoryFile, LIVE_MAX_STREAMS: String(streams + 100), LIVE_TEST_ONE_EVENT: '' },
    nodeArgs: ['--expose-gc', '--import', './bench/load/memory-probe.ts'],
  }).catch((error: unknown) => {
    clients.stop();
    throw error;
  });
  const cells = new Map<string, Measure>();
  try {
    const adminToken = await login(site.origin, 'admin', BENCH_ADMIN.email, BENCH_ADMIN.password);
    const writers = writerPool(site.origin, parts.writers);
    if (!parts.tokens.length)
      for (let i = 0; i < parts.students.length; i += 4)
        parts.tokens.push(
          ...(await Promise.all(
            parts.students.slice(i, i + 4).map((s) => login(site.origin, 'user', s.email, STUDENT_PASSWORD)),
          )),
        );
    const routes = routesFor(fixture, { adminToken, writers });
    const reads = routes.find((route) => route.name === 'public reads (br)')!;
    const mix = routes.find((route) => route.name === 'reads, 1 in 10 a submission')!;
    const warm = async () => {
      const paths = reads.warmUp!();
      let i = 0;
      await measure(site.origin, () => paths[i++], {
        amount: paths.length,
        connections: Math.min(options.connections, paths.length),
      });
    };
    const length = { seconds: options.seconds, connections: options.connections };
    /** A cell after a warm-up; `around` is told just before and after its measure. */
    const run = async (name: string, around?: () => Promise<void>) => {
      await warm();
      await around?.();
      const began = performance.now();
      const measured = await measure(site.origin, mix.next, length);
      const took = (performance.now() - began) / 1000;
      await around?.();
      await site.drain();
      console.log(`  ${name.padEnd(28)} ${cell(measured)} (${took.toFixed(1)} s)`);
      cells.set(name, measured);
      return { measured, took };
    };
    // Enough submissions for a mix: 1.5 times its seconds at the last mix's write rate (a guess at first:
    // about 90 a second at 100,000 students on PostgreSQL, docs/decisions.md "What a mix's reads must do").
    let writeRate = 200;
    const ensureWrites = () => writers.ensure(Math.ceil(1.5 * options.seconds * writeRate) + options.connections);
    const mixOf = async (name: string, around?: () => Promise<void>) => {
      await ensureWrites();
      const { measured, took } = await run(name, around);
      writeRate = Math.max(writeRate * 0.5, measured.requestsPerSecond - (measured.readsPerSecond ?? 0));
      return took;
    };
    await mixOf('mix, no streams 1');

    const none = await memoryOf(site, memoryFile);
    await clients.ask({ type: 'open', origin: site.origin, anonymous: options.streams.anonymous, tokens: parts.tokens });
    await sleep(500);
    const open = await memoryOf(site, memoryFile);
    const memory = { rss: (open.rss - none.rss) / streams, heapUsed: (open.heapUsed - none.heapUsed) / streams };

    await writers.ensure(options.samples + options.connections);
    const publicEvents: Timing[] = [];
    const notifications: Timing[] = [];
    for (let sample = 0; sample < options.samples; sample++) {
      publicEvents.push(await timePublicEvent(site.origin, clients, writers, streams));
      const [achievement] = await manualAchievements(site.origin, adminToken, parts.given);
      if (achievement === undefined) continue;
      parts.given.add(achievement);
      const timing = await timeNotification(site.origin, clients, adminToken, parts.students, achievement);
      if (timing) notifications.push(timing);
    }

    const counts: Extract<LiveClientsAnswer, { type: 'counts' }>[] = [];
    const took = await mixOf(
      `mix, ${whole(streams)} streams`,
      async () => void counts.push(await clients.ask({ type: 'counts' })),
    );
    const [before, after] = counts;
    await clients.ask({ type: 'close' });
    const during = {
      refetchesPerSecond: (after.refetches - before.refetches) / took,
      events: Object.fromEntries(Object.entries(after.events).map(([name, n]) => [name, n - (before.events[name] ?? 0)])),
      failures: after.failures,
    };
    console.log(`  during it: ${whole(during.refetchesPerSecond)} refetches/s, events ${JSON.stringify(during.events)}`);
    await mixOf('mix, no streams 2');
    // A submission autocannon dropped in flight may still be running after the first drain: stopping
    // the site under it holds the shutdown 10 s (its database closes under the transaction).
    await sleep(300);
    await site.drain();
    return { cells, during, publicEvents, notifications, memory };
  } finally {
    clients.stop();
    await site.stop();
    rmSync(memoryFile, { force: true });
  }
}

const spread = (values: number[], format: (n: number) => string) =>
  values.length > 1 ? ` (${format(Math.min(...values))}-${format(Math.max(...values))})` : '';

/** Measures the live target and figures on one academy and returns them as Markdown tables. */
export async function measureLive(target: Target, title: string, options: LiveOptions): Promise<string> {
  const fixture = await readFixture(target, { writers: 5_000, profiles: 2_000 });
  // The streams' students, then each repetition's writers apart (no pair is submitted twice).
  const students = fixture.writers.slice(0, options.streams.students);
  const part = Math.floor((fixture.writers.length - students.length) / options.repetitions);
  const writersOf = (repetition: number) =>
    fixture.writers.slice(students.length + (repetition - 1) * part, students.length + repetition * part);
  const tokens: string[] = [];
  const given = new Set<number>();
  const streams = options.streams.anonymous + options.streams.students;
  const repetitions: Repetition[] = [];
  for (let repetition = 1; repetition <= options.repetitions; repetition++) {
    console.log(`  live: repetition ${repetition} of ${options.repetitions}`);
    repetitions.push(
      await measureRepetition(target, fixture, options, { students, writers: writersOf(repetition), given, tokens }),
    );
  }
  const each = repetitions.map(({ cells, during }) => {
    const [a, b, live] = [
      cells.get('mix, no streams 1')!,
      cells.get('mix, no streams 2')!,
      cells.get(`mix, ${whole(streams)} streams`)!,
    ];
    const reference = (a.readsPerSecond! + b.readsPerSecond!) / 2;
    return {
      ratio: live.readsPerSecond! / reference,
      cell: `reads ${whole(live.readsPerSecond!)}/s, p99 ${ms(live.latency.reads!.p99)} ms; ${whole(during.refetchesPerSecond)} refetches/s`,
      reference: `none ${whole(reference)}/s, p99 ${ms((a.latency.reads!.p99 + b.latency.reads!.p99) / 2)} ms`,
    };
  });
  const ratios = each.map((one) => one.ratio);
  const ratio = median(ratios);
  const middle = each[ratios.indexOf(ratio)] ?? each[0];
  const timings = (list: Timing[]) => {
    const times = list.map((one) => one.ms);
    const missed = list.filter((one) => one.missing).map((one) => `${one.missing} of ${one.of} missed`);
    return times.length
      ? `${ms(median(times))} ms${spread(times, ms)} | ${times.length}${missed.length ? ` (${missed.join(', ')})` : ''}`
      : '- | 0';
  };
  const kb = (n: number) => (n / 1024).toFixed(1);
  const memory = (key: 'rss' | 'heapUsed') => {
    const values = repetitions.map((one) => one.memory[key]);
    return `${kb(median(values))} KB${spread(values, kb)} | ${values.length}`;
  };
  const failures = repetitions.flatMap(({ during }) => Object.entries(during.failures).map(([why, n]) => `${n}×${why}`));
  return [
    `### Live: ${title}, ${options.connections} connections, ${options.seconds} s a cell, ${options.repetitions} repetitions,` +
      ` ${whole(streams)} streams (${whole(options.streams.anonymous)} public, ${whole(students.length)} signed in)`,
    '',
    '| target | goal | ratio, median (min-max) | | cell | reference |',
    '|---|---|---|---|---|---|',
    `| reads, 1 in 10 a submission, ${whole(streams)} live streams / the same with none | ≥ 0.8 | ${ratio.toFixed(2)}${spread(ratios, (n) => n.toFixed(2))} | ${ratio >= 0.8 ? 'met' : 'not met'} | ${middle.cell} | ${middle.reference} |`,
    '',
    '| figure | median (min-max) | samples |',
    '|---|---|---|',
    `| a submission's \`stats\` event: its answer to the last of ${whole(streams)} streams | ${timings(repetitions.flatMap((one) => one.publicEvents))} |`,
    `| a bulk award to ${whole(students.length)} students: its answer (202) to the last of their notifications | ${timings(repetitions.flatMap((one) => one.notifications))} |`,
    `| server memory per stream: RSS | ${memory('rss')} |`,
    `| server memory per stream: heap after a full collection | ${memory('heapUsed')} |`,
    '',
    'The reference is the same mix with no stream open, measured before and after the cell with streams, on the same' +
      ' server (one started per repetition). Each stream refetches on an event what a tab would (leaderboard; statistics;' +
      ' the bell with its token), one request per address at a time. A bulk award runs as a job: its time includes the' +
      ` job's transaction. Memory: with the streams open minus before, over their number.` +
      (failures.length ? ` Stream clients' failures: ${failures.join(', ')}.` : ''),
  ].join('\n');
}
