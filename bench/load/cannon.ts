/** One autocannon run against one route, each request built afresh (another id, page or student). */
import autocannon from 'autocannon';

export type NextRequest = () => { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };

export type Measure = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and connection errors/timeouts: a figure with these is suspect. */
  failures: number;
};

export async function measure(
  origin: string,
  next: NextRequest,
  options: { seconds: number; connections: number } | { amount: number; connections: number },
): Promise<Measure> {
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    ...('amount' in options ? { amount: options.amount } : { duration: options.seconds }),
    requests: [
      {
        setupRequest: (request) => {
          const { path, method = 'GET', headers = {}, body } = next();
          return {
            ...request,
            path,
            method,
            headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
            body,
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}
