import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createKeys, keyOf, routeOf } from './cache-key.js';

const ROUTE = '/api/users/course/:id';
const schema = {
  params: z.object({ id: z.coerce.number().int().positive() }),
  querystring: z.object({ page: z.coerce.number().int().default(1), per_page: z.coerce.number().int().default(10) }),
};

describe('the cache key', () => {
  it('two parameters give two keys; the same parameters, however written, one', () => {
    const first = keyOf(ROUTE, schema, { id: '1' }, { page: '2', per_page: '10' });
    expect(first).toBe(`${ROUTE} {"id":1} {"page":2,"per_page":10}`);
    expect(keyOf(ROUTE, schema, { id: '2' }, { page: '2', per_page: '10' })).not.toBe(first);
    expect(keyOf(ROUTE, schema, { id: '1' }, { page: '3', per_page: '10' })).not.toBe(first);
    expect(keyOf(ROUTE, schema, { id: '01' }, { per_page: '10', page: '2', cb: '123' })).toBe(first);
    // A default is the same answer as the parameter written out.
    expect(keyOf(ROUTE, schema, { id: '1' }, {})).toBe(keyOf(ROUTE, schema, { id: '1' }, { page: '1', per_page: '10' }));
  });

  it('parameters that do not parse have no key; a route without parameters has one', () => {
    expect(keyOf(ROUTE, schema, { id: 'x' }, {})).toBeUndefined();
    expect(keyOf(ROUTE, schema, { id: '1' }, { page: 'x' })).toBeUndefined();
    expect(keyOf('/api/front/stats', undefined, {}, { cb: '1' })).toBe('/api/front/stats null null');
  });

  it('names its route', () => {
    expect(routeOf(keyOf(ROUTE, schema, { id: '1' }, {})!)).toBe(ROUTE);
  });

  it('an address is parsed once: later requests to it reuse its key', () => {
    const parse = vi.spyOn(schema.params, 'safeParse');
    const keyFor = createKeys();
    const request = (url: string, id: string) =>
      ({ url, routeOptions: { url: ROUTE, schema }, params: { id }, query: {} }) as unknown as FastifyRequest;
    const key = keyFor(request('/api/users/course/7', '7'));
    expect(keyFor(request('/api/users/course/7', '7'))).toBe(key);
    expect(parse).toHaveBeenCalledOnce();
    expect(keyFor(request('/api/users/course/8', '8'))).not.toBe(key);
    expect(keyFor(request('/api/users/course/x', 'x'))).toBeUndefined();
    parse.mockRestore();
  });
});
