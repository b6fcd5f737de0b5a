/**
 * For watchdog.test.ts, run as its own process: starts a watchdog with a short timeout, notes a
 * request, then blocks its main thread the way argv[3] says:
 *   forever  a busy loop that never ends (the watchdog must kill this process);
 *   stutter  blocks shorter than the timeout, again and again, for several timeouts (it must not);
 *   stopped  the watchdog stopped first, then one block of twice the timeout (it must not).
 * Prints `blocking` as it begins; a process not killed exits by itself (the watchdog holds it open
 * by nothing).
 */
import { createWatchdog } from './watchdog.js';

const timeoutMs = Number(process.argv[2]);
const plan = process.argv[3];
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const watchdog = createWatchdog(timeoutMs);
watchdog.start({ error: (...args: unknown[]) => console.error(...args) });
watchdog.noteRequest('GET', '/api/front/courses/:id');
// The thread is up and has seen a heartbeat or two.
await pause(timeoutMs / 2);
if (plan === 'stopped') await watchdog.stop();
console.log('blocking');
if (plan === 'forever') busy(Infinity);
if (plan === 'stopped') busy(2 * timeoutMs);
if (plan === 'stutter') {
  for (const until = performance.now() + 5 * timeoutMs; performance.now() < until;) {
    busy(0.5 * timeoutMs);
    await pause(20);
  }
}
console.log('done');
