/**
 * The live bench's browsers (bench/load/live.ts), in a process of their own so that their work
 * does not slow the load client's event loop. Public streams and one stream per signed-in student
 * (a ticket from `POST /api/user/live/ticket`), each opened with node:http and no agent (a
 * connection of its own, as each browser holds), each refetching on an event what a tab would:
 * `leaderboard` the leaderboard, `latest` and `stats` the statistics, `notification` the bell's
 * first page with the student's token; one request per address in flight per client, as a tab's
 * query is asked once. Driven over IPC (`LiveClientsAsk`), each answer carrying its question's id.
 */
import http from 'node:http';

export type LiveClientsAsk =
  | { type: 'open'; origin: string; anonymous: number; tokens: string[] }
  /** Answers once each client named (the students' by their token's index) had an event of `kind` after `since`. */
  | { type: 'wait'; kind: string; since: number; students?: number[]; timeoutMs: number }
  | { type: 'counts' }
  | { type: 'close' };
export type LiveClientsAnswer =
  | { type: 'opened' }
  | { type: 'arrived'; last: number; missing: number }
  | {
      type: 'counts';
      events: Record<string, number>;
      refetches: number;
      failures: Record<string, number>;
      lastOf: Record<string, number>;
    }
  | { type: 'closed' }
  | { type: 'error'; message: string };

/** A wall-clock time in ms with a fraction, comparable between processes. */
export const now = () => performance.timeOrigin + performance.now();

type Client = { token?: string; lastOf: Map<string, number>; inFlight: Set<string>; request?: http.ClientRequest };

const REFETCH: Record<string, string> = {
  leaderboard: '/api/front/leaderboard',
  latest: '/api/front/stats',
  stats: '/api/front/stats',
  notification: '/api/user/notifications?per_page=1',
};
/** Opened this many at a time: a thousand connections at once overflow the listen backlog. */
const OPEN_BATCH = 100;

let origin = new URL('http://127.0.0.1');
let clients: Client[] = [];
let students: Client[] = [];
const events: Record<string, number> = {};
const failures: Record<string, number> = {};
let refetches = 0;
/** Kept-alive connections for the refetches (a browser's own), closed with the streams. */
let refetchAgent = new http.Agent({ keepAlive: true });
const fail = (reason: string) => (failures[reason] = (failures[reason] ?? 0) + 1);

function refetch(client: Client, path: string) {
  if (client.inFlight.has(path)) return;
  client.inFlight.add(path);
  const headers: Record<string, string> = { 'accept-encoding': 'br' };
  if (path.startsWith('/api/user/')) headers.authorization = `Bearer ${client.token}`;
  const request = http.get({ host: origin.hostname, port: origin.port, path, headers, agent: refetchAgent }, (response) => {
    if (response.statusCode !== 200) fail(`refetch ${response.statusCode}`);
    response.resume();
    response.on('end', () => {
      refetches++;
      client.inFlight.delete(path);
    });
  });
  request.on('error', () => {
    // A refetch cut by closing the streams is no failure.
    if (client.request) fail('refetch error');
    client.inFlight.delete(path);
  });
}

/** Reads Server-Sent Events off `response`, calling `onEvent` with each event's name. */
function readEvents(response: http.IncomingMessage, onEvent: (name: string) => void) {
  let buffered = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffered += chunk;
    let end;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const name = block.split('\n').find((line) => line.startsWith('event: '));
      if (name) onEvent(name.slice('event: '.length));
    }
  });
}

async function ticketOf(token: string) {
  const reply = await fetch(new URL('/api/user/live/ticket', origin), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!reply.ok) throw new Error(`POST /api/user/live/ticket answered ${reply.status}`);
  return ((await reply.json()) as { ticket: string }).ticket;
}

/** Opens one stream and resolves at its `ready` event. */
async function open(client: Client) {
  const query = client.token ? `?ticket=${await ticketOf(client.token)}` : '';
  await new Promise<void>((resolve, reject) => {
    const request = http.get(
      { host: origin.hostname, port: origin.port, path: `/api/live${query}`, agent: false },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`GET /api/live answered ${response.statusCode}`));
        response.on('close', () => client.request && fail('stream ended'));
        readEvents(response, (name) => {
          client.lastOf.set(name, now());
          events[name] = (events[name] ?? 0) + 1;
          if (name === 'ready') resolve();
          else if (REFETCH[name]) refetch(client, REFETCH[name]);
        });
      },
    );
    request.on('error', reject);
    client.request = request;
  });
}

async function wait(ask: Extract<LiveClientsAsk, { type: 'wait' }>): Promise<LiveClientsAnswer> {
  const waited = ask.students ? ask.students.map((index) => students[index]) : clients;
  const deadline = now() + ask.timeoutMs;
  for (;;) {
    const times = waited.map((client) => client.lastOf.get(ask.kind) ?? 0);
    const missing = times.filter((time) => time < ask.since).length;
    if (!missing || now() > deadline) return { type: 'arrived', last: Math.max(0, ...times), missing };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function answer(ask: LiveClientsAsk): Promise<LiveClientsAnswer> {
  switch (ask.type) {
    case 'open': {
      origin = new URL(ask.origin);
      const client = (token?: string): Client => ({ token, lastOf: new Map(), inFlight: new Set() });
      students = ask.tokens.map(client);
      const anonymous = Array.from({ length: ask.anonymous }, () => client());
      // Students' streams spread among the public ones.
      clients = [...anonymous, ...students].sort(() => Math.random() - 0.5);
      for (let i = 0; i < clients.length; i += OPEN_BATCH) await Promise.all(clients.slice(i, i + OPEN_BATCH).map(open));
      return { type: 'opened' };
    }
    case 'wait':
      return wait(ask);
    case 'counts': {
      const lastOf: Record<string, number> = {};
      for (const client of clients) for (const [name, time] of client.lastOf) lastOf[name] = Math.max(lastOf[name] ?? 0, time);
      return { type: 'counts', events: { ...events }, refetches, failures: { ...failures }, lastOf };
    }
    case 'close': {
      const closing = clients.map((client) => {
        const request = client.request;
        client.request = undefined;
        return new Promise<void>((resolve) =>
          request && !request.destroyed ? request.once('close', resolve).destroy() : resolve(),
        );
      });
      await Promise.all(closing);
      refetchAgent.destroy();
      refetchAgent = new http.Agent({ keepAlive: true });
      clients = [];
      students = [];
      return { type: 'closed' };
    }
  }
}

process.on('message', (message: LiveClientsAsk & { id: number }) => {
  answer(message).then(
    (reply) => process.send!({ ...reply, id: message.id }),
    (error: unknown) => process.send!({ type: 'error', message: String(error), id: message.id }),
  );
});
