/**
 * With `TRUST_PROXY` off, a proxy in front makes every visitor arrive from the proxy's address:
 * they then share one count of sign-in and mail attempts, and sign-ins are recorded from it. The
 * first request carrying X-Forwarded-For says a proxy is there (or a client wrote it), so it logs
 * one warning naming the setting; later requests cost a check of a flag.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const PROXY_WARNING =
  'requests carry X-Forwarded-For but TRUST_PROXY is off: behind a proxy every visitor has its address, and shares ' +
  'one count of sign-in and mail attempts. Set TRUST_PROXY=1 for one nginx/Caddy on a private address, or the ' +
  "proxies' addresses (README, Configuration)";

async function proxyWarning(app: FastifyInstance) {
  if (app.config.trustProxy !== false) return;
  let warned = false;
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn({ proxy: request.ip }, PROXY_WARNING);
    }
    done();
  });
}

export default fp(proxyWarning, { name: 'proxy-warning', dependencies: ['context'] });
