/**
 * Housekeeping an app runs by itself: once when it is ready (before it listens), then every
 * `everyMs` on an unref'd timer; a run that fails is logged and the next one tries again; closing
 * waits for a run in progress. Each task is one idempotent statement, so instances running it at
 * once do not interfere.
 */
import type { FastifyInstance } from 'fastify';

export function runPeriodically(app: FastifyInstance, everyMs: number, task: () => Promise<void>, failure: string) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = task().catch((error: unknown) => app.log.warn({ err: error }, failure));
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), everyMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
