/** The OpenAPI document, generated from the routes' zod schemas, with a browsable UI at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(openapi, { name: 'openapi' });
