/**
 * Preloaded into the live bench's server (bench/load/live.ts, with `--expose-gc`): on SIGUSR2 a
 * full collection, then `process.memoryUsage()` written to BENCH_MEMORY_FILE, so the bench reads
 * the server's heap from outside without a route of the site's own.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file)
  process.on('SIGUSR2', () => {
    (globalThis as { gc?: () => void }).gc?.();
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
