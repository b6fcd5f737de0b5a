/**
 * Setup file of the server tests (vitest.config.ts), run before every test file: the files of a
 * worker share one module graph (`isolate: false`, docs/decisions.md), so whatever a file leaves
 * behind, the next file meets. After each file this puts back what a file may change on purpose
 * (spies, stubbed environment variables and globals) and fails the file that leaves anything else:
 * a changed environment variable, an added process listener, or a handle still open (a listening
 * server, a socket, a database thread, a child process, a timer that keeps the process alive).
 *
 * Module-level stores that stay on purpose, because they hold no file's data:
 * - prepared.ts: the name of each statement text, and `prepareOnce`'s query built once per engine
 *   (each call binds it to the calling database's client);
 * - passwords.ts (the dummy hash), card-emblems.ts (the site's pictures read once), factories.ts and
 *   harness.ts (a counter for unique names, a password's hash), freshness/changes.ts (a WeakMap).
 * Module-level stores a file must leave empty: data-dir-lock.ts's folders held (checked here).
 */
import { afterAll, beforeAll, vi } from 'vitest';
import { heldDataDirs } from '../db/data-dir-lock.js';

/** Open handles by kind (Vitest's own channel to the main process among them, before and after alike). */
const countResources = () => {
  const counts = new Map<string, number>();
  for (const name of process.getActiveResourcesInfo()) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
};
const LISTENED = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'uncaughtException', 'unhandledRejection'] as const;
const listenerCounts = () => new Map(LISTENED.map((event) => [event, process.listenerCount(event)]));

let resourcesBefore = new Map<string, number>();
let listenersBefore = new Map<string, number>();
let envBefore: Record<string, string | undefined> = {};

beforeAll(() => {
  resourcesBefore = countResources();
  listenersBefore = listenerCounts();
  envBefore = { ...process.env };
});

/** What grew between two counts, as "name +n". */
function grown(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after]
    .filter(([name, count]) => count > (before.get(name) ?? 0))
    .map(([name, count]) => `${name} +${count - (before.get(name) ?? 0)}`);
}

/** Handles closed by a file's last `afterAll` may need a turn or two of the event loop to go. */
async function settled<T>(read: () => T, isClean: (value: T) => boolean): Promise<T> {
  let value = read();
  for (let wait = 0; wait < 20 && !isClean(value); wait++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = read();
  }
  return value;
}

afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  const problems: string[] = [];
  const changedEnv = [...new Set([...Object.keys(envBefore), ...Object.keys(process.env)])].filter(
    (name) => process.env[name] !== envBefore[name],
  );
  if (changedEnv.length) problems.push(`environment variables changed: ${changedEnv.join(', ')}`);
  const listeners = grown(listenersBefore, listenerCounts());
  if (listeners.length) problems.push(`process listeners added: ${listeners.join(', ')}`);
  const held = heldDataDirs();
  if (held.length) problems.push(`data folders still locked: ${held.join(', ')}`);
  const resources = await settled(
    () => grown(resourcesBefore, countResources()),
    (left) => left.length === 0,
  );
  if (resources.length) problems.push(`handles left open: ${resources.join(', ')}`);
  if (problems.length) {
    throw new Error(`This test file left behind what the next file of its worker would meet:\n- ${problems.join('\n- ')}`);
  }
});
