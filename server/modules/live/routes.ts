/** The live stream's routes (issue 49, docs/api.md "Live"). */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE } from '../../../contracts/form-messages.js';
import {
  LIVE_PATH,
  LIVE_POLL_MS,
  LIVE_TICKET_SECONDS,
  liveQuery,
  liveStreamAnswer,
  liveStreamsResponse,
  liveTicketResponse,
} from '../../../contracts/live.js';
import { AUTH } from '../../../contracts/messages.js';
import { HttpError } from '../../http-errors.js';
import { principalOf } from '../../plugins/auth.js';
import { hashToken } from '../auth/tokens.js';
import { isCursor } from './notices.js';
import { insertTicket, signInIdOf, useTicket } from './queries.js';

const tags = ['live'];

/** Anybody's: the stream itself. */
export const publicLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LIVE_PATH,
    {
      schema: {
        tags,
        summary: 'The live stream (addition): Server-Sent Events of what changed, and a signed-in student’s notifications',
        description:
          'text/event-stream. Events: ready {signed_in}; notification (a Notification; its id is the resume cursor, sent back as Last-Event-ID or last_event_id); leaderboard, latest, stats ({}: refetch). A comment every 25 s. ' +
          '`ticket` (from POST /api/user/live/ticket, single use, 60 s) adds the notifications; a refused ticket is a 401. Past LIVE_MAX_STREAMS on this instance: 503 with Retry-After 60.',
        querystring: liveQuery,
        response: { 200: liveStreamAnswer },
      },
    },
    async (request, reply) => {
      const { hub, feed } = app.live;
      if (!hub.hasRoom()) {
        reply.header('retry-after', String(LIVE_POLL_MS / 1000));
        throw new HttpError(503, LIVE.full);
      }
      const { ticket, last_event_id } = request.query;
      const owner = ticket === undefined ? undefined : await useTicket(app.db, hashToken(ticket));
      if (ticket !== undefined && !owner) throw new HttpError(401, LIVE.ticketRefused);
      if (owner) await feed.watch();
      reply.hijack();
      const stream = hub.open(reply.raw, owner);
      stream.send('ready', { signed_in: Boolean(owner) });
      if (app.config.liveOneEvent) return void reply.raw.end();
      if (!owner) return;
      reply.raw.on('close', feed.poke);
      const header = request.headers['last-event-id'];
      const cursor = (Array.isArray(header) ? header[0] : header) ?? last_event_id;
      if (isCursor(cursor)) await feed.resume(owner.userId, cursor, (notice, id) => stream.send('notification', notice, id));
    },
  );
};

/** A signed-in student's: the ticket that opens their stream, and how many they hold open. */
export const studentLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/live/ticket',
    {
      schema: {
        tags,
        summary: 'A ticket that opens my live stream once, within 60 s (addition)',
        description:
          'EventSource sends no Authorization header and a token never goes in a URL: open GET /api/live?ticket=... with it.',
        response: { 200: liveTicketResponse },
      },
    },
    async (request) => {
      const ticket = randomBytes(24).toString('base64url');
      const stored = await insertTicket(app.db, hashToken(ticket), hashToken(principalOf(request).token));
      if (!stored) throw new HttpError(401, AUTH.unauthenticated);
      return { ticket, expires_in: LIVE_TICKET_SECONDS };
    },
  );

  app.get(
    '/api/user/live',
    {
      schema: {
        tags,
        summary: 'How many live streams this sign-in holds open on the instance answering (addition)',
        description: 'A browser whose tabs share one stream holds 1.',
        response: { 200: liveStreamsResponse },
      },
    },
    async (request) => {
      const signIn = await signInIdOf(app.db, hashToken(principalOf(request).token));
      return { streams: signIn === undefined ? 0 : app.live.hub.countOf(signIn) };
    },
  );
};
