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

async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Academy community API',
        version: '1.0.0',
        description:
          'Paths, payloads and response keys follow the product specification, section 7. Routes marked "(addition)" ' +
          'are additions a screen needs. Errors: {message, errors?}; 422 validation, 401, 403, 404, 409, 429.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(openapi, { name: 'openapi' });
