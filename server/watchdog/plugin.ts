/** Notes each request's route for the watchdog as it begins, and stops the watchdog when the app closes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Watchdog } from './watchdog.js';

async function watchdogRoutes(app: FastifyInstance, { watchdog }: { watchdog: Watchdog }) {
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    watchdog.noteRequest(request.method, request.routeOptions.url);
    done();
  });
  app.addHook('onClose', () => watchdog.stop());
}

export default fp(watchdogRoutes, { name: 'watchdog' });
