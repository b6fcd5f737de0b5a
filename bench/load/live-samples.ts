/**
 * What the live bench (live.ts) times and reads beside its cells: the stream clients' process
 * (live-clients.ts) over IPC, the server's memory (memory-probe.ts), and the time from a write's
 * answer to its event on the last stream it was for.
 */
import { fork } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { LIVE_PUBLIC_EVERY_MS } from '../../contracts/live.js';
import type { Request } from './cannon.js';
import type { Fixture } from './datasets.js';
import { now, type LiveClientsAnswer, type LiveClientsAsk } from './live-clients.js';
import type { RunningServer } from './server.js';
import type { WriterPool } from './writers.js';

const root = path.resolve(import.meta.dirname, '../..');
export const sleep = (wait: number) => new Promise((resolve) => setTimeout(resolve, wait));

/** The clients' process, asked and answered over IPC. */
export function startClients() {
  const child = fork(path.join(import.meta.dirname, 'live-clients.ts'), [], { cwd: root, execArgv: ['--import', 'tsx'] });
  const waiting = new Map<number, (answer: LiveClientsAnswer) => void>();
  let asked = 0;
  child.on('message', (message: LiveClientsAnswer & { id: number }) => waiting.get(message.id)?.(message));
  return {
    ask: <T extends LiveClientsAnswer['type']>(question: LiveClientsAsk) =>
      new Promise<Extract<LiveClientsAnswer, { type: T }>>((resolve, reject) => {
        const id = asked++;
        waiting.set(id, (answer) => {
          waiting.delete(id);
          if (answer.type === 'error') reject(new Error(`live clients: ${answer.message}`));
          else resolve(answer as Extract<LiveClientsAnswer, { type: T }>);
        });
        child.send({ ...question, id });
      }),
    stop: () => child.kill(),
  };
}
export type Clients = ReturnType<typeof startClients>;

/** The server's RSS (from /proc) and its heap after a full collection (memory-probe.ts). */
export async function memoryOf(server: RunningServer, file: string) {
  rmSync(file, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  for (let waited = 0; !existsSync(file); waited += 20) {
    if (waited > 10_000) throw new Error('The server did not write its memory (memory-probe.ts).');
    await sleep(20);
  }
  await sleep(20);
  const { heapUsed } = JSON.parse(readFileSync(file, 'utf8')) as { heapUsed: number };
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) * 1024;
  return { rss, heapUsed };
}

/** Sends one request and returns when it was sent and when its answer (and body) arrived. */
async function timed(origin: string, request: Request) {
  const sent = now();
  const reply = await fetch(origin + request.path, {
    method: request.method ?? 'GET',
    headers: { ...request.headers, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: request.body,
  });
  const body = await reply.text();
  if (!reply.ok) throw new Error(`${request.method ?? 'GET'} ${request.path} answered ${reply.status}: ${body}`);
  return { sent, answered: now(), body };
}

/** Waits until no `kind` event reached any stream for longer than the public events' merge. */
export async function quietFor(clients: Clients, kind: string) {
  for (;;) {
    const { lastOf } = await clients.ask<'counts'>({ type: 'counts' });
    const wait = (lastOf[kind] ?? 0) + LIVE_PUBLIC_EVERY_MS + 500 - now();
    if (wait <= 0) return;
    await sleep(wait);
  }
}

export type Timing = { ms: number; missing: number; of: number };

/** A submission's `stats` event: from its answer to the last stream's. */
export async function timePublicEvent(origin: string, clients: Clients, writers: WriterPool, streams: number): Promise<Timing> {
  await quietFor(clients, 'stats');
  const write = await timed(origin, writers.next());
  const arrived = await clients.ask<'arrived'>({ type: 'wait', kind: 'stats', since: write.sent, timeoutMs: 20_000 });
  return { ms: arrived.last - write.answered, missing: arrived.missing, of: streams };
}

/** A bulk award of a manual achievement to the signed-in students: from the 202 to the last student's notification. */
export async function timeNotification(
  origin: string,
  clients: Clients,
  admin: string,
  students: Fixture['writers'],
  achievementId: number,
): Promise<Timing | undefined> {
  const authorization = { authorization: `Bearer ${admin}` };
  const body = JSON.stringify({ user_ids: students.map(({ id }) => id), achievement_id: achievementId });
  const write = await timed(origin, { path: '/api/admin/users/bulk/achievement', method: 'POST', headers: authorization, body });
  const { job } = JSON.parse(write.body) as { job: { id: string } };
  let result: { refused: { user_id: number }[] } | undefined;
  for (let polled = 0; !result; polled++) {
    if (polled > 1_200) throw new Error('The bulk award did not finish within 60 s.');
    const state = JSON.parse((await timed(origin, { path: `/api/admin/jobs/${job.id}`, headers: authorization })).body) as {
      status: string;
      result: typeof result;
      error: unknown;
    };
    if (state.status === 'failed') throw new Error(`The bulk award failed: ${JSON.stringify(state.error)}`);
    if (state.status === 'succeeded') result = state.result;
    else await sleep(50);
  }
  const refused = new Set(result.refused.map((each) => each.user_id));
  const told = students.flatMap((student, index) => (refused.has(student.id) ? [] : [index]));
  if (!told.length) return undefined;
  const ask = { type: 'wait', kind: 'notification', since: write.sent, students: told, timeoutMs: 20_000 } as const;
  const arrived = await clients.ask<'arrived'>(ask);
  return { ms: arrived.last - write.answered, missing: arrived.missing, of: told.length };
}
