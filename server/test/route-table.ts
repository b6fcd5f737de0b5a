/**
 * The routes the app really registers, as the app registers them: a test calls `collectRoutes()`
 * at the top of its file (before useTestApp builds the app) and reads the list once the app is
 * ready. Fastify announces every new instance on the `fastify.initialization` diagnostics
 * channel; an `onRoute` hook added there sees each route of every plugin registered afterwards,
 * with its schemas (zod schemas, as the routes declare them). So a route added tomorrow is in the
 * list without anyone editing a test.
 */
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A zod schema, as far as these tests use it. */
export type Schema = { safeParse(input: unknown): { success: boolean } };

export type RouteInfo = {
  method: Method;
  /** As registered, with `:name` parameters: `/api/admin/skills/:id`. */
  url: string;
  /** `METHOD url`, the key of the permission table. */
  key: string;
  /** Path parameter names in order. */
  params: string[];
  schema: { body?: Schema; params?: Schema; querystring?: Schema };
  /** Content types the route declares it takes (an upload: multipart/form-data). */
  consumes?: string[];
};

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
export const WRITE_METHODS = new Set<Method>(['POST', 'PUT', 'DELETE', 'PATCH']);

export function routeKey(method: string, url: string) {
  return `${method} ${url}`;
}

function paramNames(url: string) {
  return [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
}

/**
 * Starts listening for the next app built in this process; the returned list fills as its routes
 * register (every method but HEAD, paths under /api only).
 */
export function collectRoutes(): RouteInfo[] {
  const routes: RouteInfo[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    routes.length = 0;
    fastify.addHook('onRoute', (options: RouteOptions) => {
      if (options.url !== '/api' && !options.url.startsWith('/api/')) return;
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods.map((m) => m.toUpperCase()).filter((m) => METHODS.has(m))) {
        const key = routeKey(method, options.url);
        if (routes.some((route) => route.key === key)) continue;
        const schema = (options.schema ?? {}) as RouteInfo['schema'] & { consumes?: string[] };
        routes.push({
          method: method as Method,
          url: options.url,
          key,
          params: paramNames(options.url),
          schema: { body: schema.body, params: schema.params, querystring: schema.querystring },
          consumes: schema.consumes,
        });
      }
    });
  };
  diagnostics.subscribe('fastify.initialization', onInit);
  return routes;
}

/** The route's path with each parameter replaced (values are URL-encoded here). */
export function fillPath(route: Pick<RouteInfo, 'url'>, values: Record<string, string | number>) {
  return route.url.replace(/:(\w+)|\*/g, (_, name: string | undefined) => encodeURIComponent(String(values[name ?? '*'] ?? '')));
}
