/**
 * Security headers on every answer: pages, API, files, errors (docs/decisions.md "Security headers").
 *
 * The Content-Security-Policy lets the built web app run and nothing else: scripts only from the
 * site itself (Vite emits no inline script), no plugins, no framing by any site (clickjacking),
 * API calls to the site only. Styles allow 'unsafe-inline' because MUI (emotion) writes its CSS
 * into <style> elements at run time; a nonce would mean rewriting index.html per request and
 * handing the nonce to emotion's cache, and inline CSS cannot run script. Images may come from
 * any https address (a course image may be an https URL) and data: URIs (MUI's icons).
 * Swagger UI at /api/docs runs under the same policy (no inline script either).
 *
 * Uploaded files get their own, stricter policy (web.ts): `sandbox`, no forms, nothing loaded.
 *
 * Helmet decides the headers, once at start: they are the same for every answer, and
 * @fastify/helmet rebuilt them (parsing the CSP again) on every request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export const PAGE_CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * An uploaded image opened on its own (not through <img>) is a document of the site's origin:
 * sandboxed (no script, no same-origin access, no forms), loading nothing but its inline styles.
 */
export const UPLOAD_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "form-action 'none'",
  "frame-ancestors 'none'",
  'sandbox',
].join('; ');

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    // No upgrade-insecure-requests: the server also answers plain http on 127.0.0.1 (npm start),
    // where upgrading the page's own requests to https would break every script.
    directives: PAGE_CSP_DIRECTIVES,
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** The headers helmet sets with these options (its middleware run once on a stand-in response). */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  // Helmet throws a bad option itself (since 8.1); `next` only says it is done.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

async function securityHeaders(app: FastifyInstance) {
  const headers = headersOf(HELMET_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
