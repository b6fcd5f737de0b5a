/**
 * Hears other instances' commits through PostgreSQL LISTEN on a connection of its own (a pooled
 * one would be handed to queries), and proves it is alive: every HEARTBEAT_MS it sends a NOTIFY to
 * itself over that connection, and a heartbeat not back in time counts as down (a frozen backend,
 * a half-open socket: cases where no error ever arrives). Down, the connection is dropped and
 * reopened with backoff.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export const NOTIFY_CHANNEL = 'academy_public_cache';
const HEARTBEAT_PREFIX = 'heartbeat:';

export type ListenerOptions = {
  /** A commit announced by another instance (the payload: its instance id, or `command`). */
  onNotice: (sender: string) => void;
  /** Called on every change between listening and not (a notice may have been missed meanwhile). */
  onStateChange: (listening: boolean) => void;
  log: FastifyBaseLogger;
  /** How often the heartbeat is sent; one not back within 3 of these means the listener is down. */
  heartbeatMs?: number;
};

export type Listener = {
  readonly listening: boolean;
  /** The listening connection's backend process id, while connected (tests freeze it). */
  readonly backendPid: number | undefined;
  close: () => Promise<void>;
};

export const HEARTBEAT_MS = 2_000;
const MAX_BACKOFF_MS = 5_000;

export async function listenForCommits(databaseUrl: string, options: ListenerOptions): Promise<Listener> {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const ownBeat = `${HEARTBEAT_PREFIX}${randomUUID()}`;
  let client: pg.Client | undefined;
  let backendPid: number | undefined;
  let listening = false;
  let closed = false;
  let lastBeatAt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let backoff = 100;

  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    options.onStateChange(value);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    next.on('notification', ({ channel, payload = '' }) => {
      if (channel !== NOTIFY_CHANNEL || next !== client) return;
      if (payload === ownBeat) {
        lastBeatAt = Date.now();
        setListening(true);
      } else if (!payload.startsWith(HEARTBEAT_PREFIX)) {
        options.onNotice(payload);
      }
    });
    next.on('error', (error) => {
      options.log.warn({ err: error }, 'commit listener lost its connection');
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
      const [row] = (await next.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
      backendPid = row.pid;
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    backoff = 100;
    lastBeatAt = Date.now();
    setListening(true);
  };

  const beat = () => {
    client?.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, ownBeat]).catch(() => undefined);
  };

  /** Drops a connection that failed or went silent; a socket destroyed outright, since `end()` waits for a frozen backend. */
  const lost = (which: pg.Client) => {
    if (which !== client || closed) return;
    client = undefined;
    backendPid = undefined;
    setListening(false);
    (which as unknown as { connection?: { stream?: { destroy: () => void } } }).connection?.stream?.destroy();
    void which.end().catch(() => undefined);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: unknown) => {
        options.log.warn({ err: error }, 'commit listener could not reconnect');
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
        scheduleReconnect();
      });
    }, backoff);
    retryTimer.unref();
  };

  const heartbeat = setInterval(() => {
    if (!client) return;
    if (Date.now() - lastBeatAt > 3 * heartbeatMs) {
      options.log.warn('commit listener missed its heartbeat: reconnecting');
      lost(client);
    } else {
      beat();
    }
  }, heartbeatMs);
  heartbeat.unref();

  await connect();
  return {
    get listening() {
      return listening;
    },
    get backendPid() {
      return backendPid;
    },
    close: async () => {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      setListening(false);
      await current?.end().catch(() => undefined);
    },
  };
}
