/**
 * JSON bodies as generic HTTP clients send them. Many clients set `Content-Type:
 * application/json` on every request, DELETE and body-less POSTs included (spec section 7: all
 * requests use JSON content type); Fastify would refuse those empty bodies with a 400. An empty
 * or missing body reads as `{}`, so a route with a body schema answers with its per-field
 * "required" messages instead of a parser error. Non-empty bodies go through Fastify's own
 * parser (prototype-poisoning protection included).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function jsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, {});
    parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });
}

export default fp(jsonBody, { name: 'json-body' });
