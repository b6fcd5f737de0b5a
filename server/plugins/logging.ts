/**
 * Which requests are logged, and what their lines may hold.
 *
 * Which: a failed answer (5xx, or a response that broke off) at error and a slow one at warn, with
 * the request; every other answer only at debug (LOG_LEVEL=debug gives one line per request).
 * Fastify's default, two info lines per request ("incoming request", "request completed"), was a
 * tenth of a cached answer's cost and told operators nothing a proxy's access log does not.
 *
 * What: Fastify's own serializers log a request's method, full URL and
 * addresses; here the URL loses its query string (an admin's search may be a student's e-mail),
 * headers (Authorization) and bodies (passwords) are never logged, and a failed database query is
 * logged by its SQL and cause only: Drizzle puts the query's parameters (password hashes, e-mail
 * addresses) into the error it throws, both as `params` and inside its message.
 */
import {
  LogController,
  type FastifyLoggerOptions,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

/** An answer that took this long (milliseconds) is logged at warn. */
export const SLOW_REQUEST_MS = 1000;

/** Fastify's request log lines (app.ts's `logController`): see above. */
export class RequestLogs extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error || reply.statusCode >= 500) reply.log.error({ ...line, err: error ?? undefined }, 'request failed');
    else if (line.responseTime >= SLOW_REQUEST_MS) reply.log.warn(line, 'slow request');
    else reply.log.debug(line, 'request completed');
  }
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

function request(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Like pino's own error serializer (type, message, stack, the error's own fields such as code),
 * minus query parameters: Drizzle's error and the driver's error beneath it (its `cause`) both
 * carry them as `params`, and Drizzle also writes them into its message (and so its stack).
 */
function error(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const { params, queryOptions: _options, ...own } = value as Error & { params?: unknown; queryOptions?: unknown };
  if (params === undefined)
    return { ...own, type: value.constructor.name, message: value.message, stack: value.stack, cause: error(value.cause) };
  const message = value.message.split('\nparams:')[0];
  const frames = (value.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const stack = [`${value.name}: ${message}`, ...frames].join('\n');
  return { ...own, type: value.constructor.name, message, stack, cause: error(value.cause) };
}

export const logSerializers = { req: request, err: error };

/** The app's logger options with these serializers (an own `serializers` entry still wins). */
export function withLogSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  // Fastify's types want every serializer to return its own shapes; these return plain objects.
  const serializers = { ...logSerializers, ...options.serializers } as FastifyLoggerOptions['serializers'];
  return { ...options, serializers };
}
