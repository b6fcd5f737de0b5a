/**
 * The OpenAPI document, generated from the routes' zod schemas (requests and answers), with a
 * browsable UI at /api/docs. Item schemas registered with an id (`.meta({ id: 'Course' })` in
 * contracts/) become components, referenced wherever an answer holds them.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorResponse } from '../../contracts/items.js';

type SecurityRequirement = Record<string, string[]>;

/** A guarded operation: a bearer token is required. */
export const BEARER: SecurityRequirement[] = [{ bearer: [] }];
/** A public operation that personalises its answer when a student token is sent. */
export const OPTIONAL_BEARER: SecurityRequirement[] = [{}, { bearer: [] }];

/** Refusals and failures, as server/plugins/errors.ts answers them. A route may declare a status of its own. */
export const ERROR_RESPONSES = { '4xx': errorResponse, '5xx': errorResponse };

/**
 * For an `onRoute` hook of a route group: the group's security (when it has a guard) and the error
 * answers, so no route repeats them.
 */
export function describeGroupRoute(route: RouteOptions, security?: SecurityRequirement[]) {
  const schema = route.schema ?? {};
  route.schema = {
    ...schema,
    ...(security && { security }),
    response: { ...ERROR_RESPONSES, ...(schema.response as object | undefined) },
  };
}

type Document = ReturnType<typeof jsonSchemaTransformObject>;

/**
 * Components no operation reaches, left out: the transform adds an input ("...Input") and an
 * output copy of every registered schema, and answer items are only ever output.
 */
function withoutUnusedComponents(document: Document): Document {
  // Read as plain JSON: the document type is a union of every OpenAPI version's.
  const { paths, components } = document as { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  if (!components?.schemas) return document;
  const { schemas } = components;
  const refsIn = (value: unknown) =>
    [...JSON.stringify(value ?? null).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
  const used = new Set<string>();
  const pending = refsIn(paths);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } } as Document;
}

async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Academy community API',
        version: '1.0.0',
        description:
          'Paths, payloads and response keys follow the product rules (docs/product.md, "Calls"). Routes marked "(addition)" ' +
          'are additions a screen needs. Errors: {message, errors?}; 422 validation, 401, 403, 404, 409, 429.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withoutUnusedComponents(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(openapi, { name: 'openapi' });
