/**
 * The watchdog thread, as plain JavaScript run with `eval: true`: it needs no TypeScript loader,
 * so it starts the same under `node --import tsx` and under Vitest.
 *
 * Every `checkMs` it reads the main thread's heartbeat counter; when the counter has not moved for
 * longer than `timeoutMs` by this thread's own clock, it writes one fatal line in pino's shape
 * straight to fd 1 (the main thread, blocked, would never flush a logger's buffer) and kills the
 * process with SIGKILL: a blocked main thread runs no exit handler, so nothing else would end it.
 */
export const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const os = require('node:os');
const { buffer, timeoutMs, checkMs, routeOffset, routeCapacity } = workerData;
const words = new Int32Array(buffer, 0, 2);
const routeBytes = new Uint8Array(buffer, routeOffset, routeCapacity);

let seen = Atomics.load(words, 0);
let changedAt = performance.now();
let checkedAt = changedAt;
setInterval(() => {
  const now = performance.now();
  const beat = Atomics.load(words, 0);
  // A check far later than planned means this thread was held up too (the machine slept, the
  // process was stopped): the main thread gets a fresh period rather than the blame.
  if (beat !== seen || now - checkedAt > timeoutMs / 2) {
    seen = beat;
    changedAt = now;
  }
  checkedAt = now;
  const blockedMs = Math.round(now - changedAt);
  if (blockedMs <= timeoutMs) return;
  const length = Math.min(Atomics.load(words, 1), routeCapacity);
  const route = length > 0 ? new TextDecoder().decode(routeBytes.slice(0, length)) : null;
  const line = {
    level: 60,
    time: Date.now(),
    pid: process.pid,
    hostname: os.hostname(),
    blockedMs,
    route,
    msg: 'main thread blocked for ' + blockedMs + ' ms (last request: ' + (route ?? 'none') + '): the watchdog ends the process',
  };
  writeSync(1, JSON.stringify(line) + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, checkMs);
`;
