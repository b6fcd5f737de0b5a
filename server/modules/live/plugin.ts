/**
 * The live stream (issue 49): `GET /api/live` for anybody, with a ticket for a signed-in student
 * (`POST /api/user/live/ticket`); the student's notifications are read on every commit that wrote
 * some (notices.ts), streams of a deleted sign-in end on every instance (the `sessions` topic), and
 * closing the app ends them all first. Under LIVE_TEST_ONE_EVENT a stream ends after its first
 * event, so a route-table test's inject gets an answer.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { touches, type Topic } from '../../freshness/changes.js';
import { runPeriodically } from '../../plugins/periodic.js';
import { createLiveHub, type LiveHub } from './hub.js';
import { createNoticeFeed } from './notices.js';
import { createPublicEvents, type PublicEvent } from './public-events.js';
import { liveAccessTokens, pruneTickets } from './queries.js';

declare module 'fastify' {
  interface FastifyInstance {
    live: { hub: LiveHub; feed: ReturnType<typeof createNoticeFeed>; publicEvents: ReturnType<typeof createPublicEvents> };
  }
}

const PRUNE_EVERY_MS = 10 * 60_000;

/** What each public event is read from, and the topics a commit must touch for it to be read again. */
const PUBLIC_EVENTS: Record<
  PublicEvent,
  { url: string; part: (body: { stats?: Record<string, unknown> }) => unknown; topics: Topic[] }
> = {
  leaderboard: { url: '/api/front/leaderboard', part: (body) => body, topics: ['standings', 'ranked', 'people'] },
  latest: {
    url: '/api/front/stats',
    part: ({ stats }) => [stats?.latest_users, stats?.latest_achievements],
    topics: ['ranked', 'people', 'awards', 'catalogue'],
  },
  stats: {
    url: '/api/front/stats',
    part: ({ stats }) => ({ ...stats, latest_users: undefined, latest_achievements: undefined }),
    topics: ['standings', 'ranked', 'people', 'awards', 'catalogue', 'submissions', 'enrollments', 'skills'],
  },
};

async function live(app: FastifyInstance) {
  const hub = createLiveHub({ maxStreams: app.config.liveMaxStreams });
  const feed = createNoticeFeed(app.db, hub, app.log);
  const publicEvents = createPublicEvents({
    // As a visitor reads it: through the public cache, which keeps the fresh answer for the clients that refetch.
    read: async (kind) => {
      const answer = await app.inject({ method: 'GET', url: PUBLIC_EVENTS[kind].url });
      return JSON.stringify(PUBLIC_EVENTS[kind].part(answer.json()));
    },
    send: (kind) => hub.broadcast(kind, {}),
    anyoneListening: () => hub.size > 0,
    onError: (error) => app.log.warn({ err: error }, 'could not read a public answer for live streams'),
  });
  app.decorate('live', { hub, feed, publicEvents });
  hub.onCountChange((size) => (size ? publicEvents.start() : publicEvents.stop()));

  const endRevokedSignIns = async () => {
    const open = hub.signIns();
    if (!open.size) return;
    const alive = await liveAccessTokens(app.db, [...open]);
    hub.endSignIns(new Set([...open].filter((id) => !alive.has(id))));
  };
  app.freshness.onAdvance((changes) => {
    if (touches(changes, ['notifications'])) feed.poke();
    for (const [kind, { topics }] of Object.entries(PUBLIC_EVENTS) as [PublicEvent, (typeof PUBLIC_EVENTS)[PublicEvent]][])
      if (touches(changes, topics)) publicEvents.changed(kind);
    if (touches(changes, ['sessions', 'ranked']))
      endRevokedSignIns().catch((error: unknown) => app.log.warn({ err: error }, 'could not check live streams’ sign-ins'));
  });
  runPeriodically(app, PRUNE_EVERY_MS, async () => void (await pruneTickets(app.db)), 'could not delete used live tickets');
  // Before the server stops taking connections: open streams would hold its close forever.
  app.addHook('preClose', async () => {
    hub.close();
    publicEvents.close();
    await Promise.all([feed.settled(), publicEvents.settled()]);
  });
}

export default fp(live, { name: 'live', dependencies: ['context'] });
