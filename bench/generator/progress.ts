/**
 * Progress of a long fill: one cli-progress bar on a terminal; plain "elapsed  step" lines
 * otherwise (CI logs, a piped run), where a redrawn bar would print nothing or garbage.
 */
import { performance } from 'node:perf_hooks';
import cliProgress from 'cli-progress';

export type Progress = {
  /** Starts the next unit of work, named for the reader. */
  step(label: string): void;
  /** Marks the bar full and stops drawing it. */
  done(): void;
  /** Seconds since the start. */
  elapsed(): number;
};

export function progressBar(totalSteps: number, stream: NodeJS.WriteStream = process.stdout): Progress {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  if (!stream.isTTY) {
    return {
      step: (label) => console.log(`${elapsed().toFixed(1).padStart(7)} s  ${label}`),
      done: () => undefined,
      elapsed,
    };
  }
  const bar = new cliProgress.SingleBar(
    { format: '{bar} {percentage}% | {duration_formatted} | {label}', hideCursor: true, stream, etaBuffer: 20 },
    cliProgress.Presets.shades_classic,
  );
  let current = -1;
  bar.start(totalSteps, 0, { label: 'starting' });
  return {
    step(label) {
      current += 1;
      bar.update(Math.min(current, totalSteps), { label });
    },
    done() {
      bar.update(totalSteps, { label: 'done' });
      bar.stop();
    },
    elapsed,
  };
}
