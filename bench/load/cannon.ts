/**
 * One autocannon run against one route, each request built afresh (another id, page or student).
 * Latencies are kept per kind of request (reads are GETs, writes POSTs), so a mix of both reports
 * each apart; autocannon's own histogram mixes them.
 */
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

/**
 * autocannon appends every answer's body to a string (`body += chunk`, decoding it as UTF-8) though
 * the bench reads only status and headers. On brotli bytes that decoding cost the client more per
 * answer than a cached hit costs the server: the bigger answers (a profile, a project page) then
 * measured the client, at 0.38-0.44 of the bare route, with the server a third idle (issue 24).
 */
const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody: () => void };
};
queue.prototype.addBody = () => undefined;

export type Request = { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
export type NextRequest = () => Request;
export type Kind = 'reads' | 'writes';
export type Latency = { p50: number; p99: number };

export type Measure = {
  requestsPerSecond: number;
  /** The p50/p99 of the reads and of the writes (ms), each present when the run had any. */
  latency: Partial<Record<Kind, Latency>>;
  /**
   * Failed requests by reason: a status other than 2xx; `plain`, an answer over 1 KB not
   * br-encoded although br was asked; `error`, a connection error or timeout.
   */
  failures: Record<string, number>;
  /** requests/s over the bare route's in the same run (reads only). */
  ratio?: number;
  /** The reads alone of the requests/s (a mix's reads). */
  readsPerSecond?: number;
};

/** Seconds a run may go on past its own while a connection still waits for its first answer. */
const LONGEST_WAIT = 60;
/** The size over which the site compresses (server/plugins/compression.ts). */
const COMPRESSED_OVER = 1024;

export function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Why an answer failed, or undefined when it did not. */
function failure(request: Request, status: number, headers: object = {}): string | undefined {
  if (status < 200 || status > 299) return String(status);
  const named = (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] as string | undefined;
  const askedBr = request.headers?.['accept-encoding']?.includes('br');
  // Only compressed answers are streamed here (no content-length): a plain one always has its length.
  const size = Number(named('content-length') ?? 0);
  return askedBr && named('content-encoding') !== 'br' && size > COMPRESSED_OVER ? 'plain' : undefined;
}

export async function measure(
  origin: string,
  next: NextRequest,
  length: { seconds: number; connections: number } | { amount: number; connections: number },
): Promise<Measure> {
  const latencies: Record<Kind, number[]> = { reads: [], writes: [] };
  const failures: Record<string, number> = {};
  const fail = (reason: string, count = 1) => (failures[reason] = (failures[reason] ?? 0) + count);
  // autocannon calls a request's onResponse (which sees the answer's headers) and then, in the
  // same tick, emits 'response' (which carries its latency): `answered` hands one to the other.
  let answered: { kind: Kind; failed?: string } | undefined;
  const options: autocannon.Options = {
    url: origin,
    connections: length.connections,
    ...('amount' in length ? { amount: length.amount } : { duration: length.seconds + LONGEST_WAIT }),
    // How often autocannon looks whether to stop: a stop asked in between waits for it.
    sampleInt: 100,
    requests: [
      {
        setupRequest: (request, context) => {
          const built = next();
          (context as { request?: Request }).request = built;
          return {
            ...request,
            path: built.path,
            method: built.method ?? 'GET',
            headers: built.body === undefined ? (built.headers ?? {}) : { ...built.headers, 'content-type': 'application/json' },
            body: built.body,
          };
        },
        onResponse: (status, _body, context, headers) => {
          const { request } = context as { request: Request };
          answered = { kind: request.method === 'POST' ? 'writes' : 'reads', failed: failure(request, status, headers) };
        },
      },
    ],
  };
  const started = performance.now();
  const answeredOn = new Set<object>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error as Error) : resolve(done)));
    instance.on('response', (client, _status, _bytes, responseTime) => {
      if (!answered) return;
      latencies[answered.kind].push(responseTime);
      if (answered.failed) fail(answered.failed);
      answered = undefined;
      // Past its seconds, a run ends once every connection had an answer: a route slower than the
      // run would otherwise show nothing (autocannon drops the requests in flight when it stops).
      answeredOn.add(client);
      const due = 'seconds' in length && performance.now() - started >= length.seconds * 1000;
      if (due && answeredOn.size === length.connections) instance.stop();
    });
  });
  if (result.errors) fail('error', result.errors);
  const latency: Measure['latency'] = {};
  for (const kind of ['reads', 'writes'] as const) {
    const sorted = latencies[kind].sort((a, b) => a - b);
    if (sorted.length) latency[kind] = { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  }
  return {
    requestsPerSecond: (latencies.reads.length + latencies.writes.length) / result.duration,
    readsPerSecond: latencies.reads.length / result.duration,
    latency,
    failures,
  };
}
