/**
 * Hears other instances' "drop your cached answers" through PostgreSQL LISTEN on a connection of
 * its own (a pooled one would be handed to queries). A lost connection is reopened with backoff;
 * the cache is dropped on every change of state, since a notification sent meanwhile was missed.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Executor } from '../db/client.js';

export const NOTIFY_CHANNEL = 'academy_public_cache';

/**
 * Tells every running instance to drop its cached answers (`sender` is the instance's own id, so
 * it can ignore its own). Commands that change figures outside the API (db:repair, seeding) call it.
 */
export async function notifyAnswersChanged(db: Executor, sender = 'command') {
  await db.execute(sql`SELECT pg_notify(${NOTIFY_CHANNEL}, ${sender})`);
}

export type InvalidationListener = { readonly connected: boolean; close: () => Promise<void> };

type Options = {
  /** A notification from an instance (its payload: the sender's id). */
  onInvalidate: (sender: string) => void;
  onConnectionChange: (connected: boolean) => void;
  log: FastifyBaseLogger;
};

const MAX_BACKOFF_MS = 5_000;

export async function listenForInvalidations(databaseUrl: string, options: Options): Promise<InvalidationListener> {
  let client: pg.Client | undefined;
  let connected = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let backoff = 100;

  const setConnected = (value: boolean) => {
    connected = value;
    options.onConnectionChange(value);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === NOTIFY_CHANNEL) options.onInvalidate(message.payload ?? '');
    });
    next.on('error', (error) => {
      options.log.warn({ err: error }, 'cache invalidation listener lost its connection');
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    backoff = 100;
    setConnected(true);
  };

  const lost = (which: pg.Client) => {
    if (which !== client || closed) return;
    client = undefined;
    setConnected(false);
    void which.end().catch(() => undefined);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: unknown) => {
        options.log.warn({ err: error }, 'cache invalidation listener could not reconnect');
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
        scheduleReconnect();
      });
    }, backoff);
    retryTimer.unref();
  };

  await connect();
  return {
    get connected() {
      return connected;
    },
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
