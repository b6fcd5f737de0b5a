/** One figure per cell over several runs (`--runs`): the median of each value, the failures of every run. */
import type { Kind, Latency, Measure } from './cannon.js';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const present = <T>(values: (T | undefined)[]) => values.filter((value): value is T => value !== undefined);

export function medianOf(runs: Measure[]): Measure {
  const latency: Measure['latency'] = {};
  for (const kind of ['reads', 'writes'] as Kind[]) {
    const measured = present<Latency>(runs.map((run) => run.latency[kind]));
    if (measured.length)
      latency[kind] = { p50: median(measured.map((each) => each.p50)), p99: median(measured.map((each) => each.p99)) };
  }
  const failures: Measure['failures'] = {};
  for (const run of runs)
    for (const [reason, count] of Object.entries(run.failures)) failures[reason] = (failures[reason] ?? 0) + count;
  const ratios = present(runs.map((run) => run.ratio));
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    latency,
    failures,
    ratio: ratios.length ? median(ratios) : undefined,
  };
}
