/**
 * JSON bodies as generic HTTP clients send them. Many clients set `Content-Type:
 * application/json` on every request, DELETE and body-less POSTs included (docs/product.md#calls: all
 * requests use JSON content type); Fastify would refuse those empty bodies with a 400. An empty
 * or missing body reads as `{}`, so a route with a body schema answers with its per-field
 * "required" messages instead of a parser error. Non-empty bodies go through Fastify's own
 * parser (prototype-poisoning protection included).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUESTS } from '../../contracts/staff-messages.js';
import { HttpError } from '../http-errors.js';

/** No form of the site nests deeper than 3; a deeper body is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text opens more than `max` objects/arrays inside each other (one pass, strings skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

async function jsonBody(app: FastifyInstance) {
  // Fastify's parser: secure-json-parse, which refuses __proto__ keys.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  // Body size: Fastify counts the bytes while reading and stops at the route's bodyLimit (app.ts), answering 413.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, {});
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(new HttpError(400, REQUESTS.tooDeep), undefined);
    void parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });
}

export default fp(jsonBody, { name: 'json-body' });
