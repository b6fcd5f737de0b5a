/**
 * The live stream (issue 49, docs/api.md "Live"): one Server-Sent Events stream per browser, shared
 * by its tabs. Anyone may open it for the public events; a signed-in student opens it with a
 * short-lived ticket (EventSource sends no Authorization header, and a bearer token never goes in a
 * URL) and also receives their own notifications.
 */
import { z } from 'zod';

export {
  LIVE_EVENTS,
  LIVE_HEARTBEAT_MS,
  LIVE_PATH,
  LIVE_POLL_MS,
  LIVE_PUBLIC_EVERY_MS,
  LIVE_TICKET_SECONDS,
  PUBLIC_LIVE_EVENTS,
  type LiveEvent,
} from './live-protocol.js';

/** `ready`'s data: whether the stream carries the student's notifications. */
export const liveReady = z.object({ signed_in: z.boolean() });

export const liveTicketResponse = z.object({
  /** Opens one stream within `expires_in` seconds; refused after. */
  ticket: z.string(),
  expires_in: z.number().int(),
});
export type LiveTicket = z.input<typeof liveTicketResponse>;

/** The stream itself, as the OpenAPI document shows it (its body is text/event-stream, not JSON). */
export const liveStreamAnswer = z.string().meta({
  description:
    'text/event-stream: `id:` (notifications only), `event:` and one `data:` line of JSON per event; comment lines as heartbeats',
});

export const liveQuery = z.object({
  ticket: z.string().max(200).optional(),
  /** As `Last-Event-ID`, for a client that opens a new EventSource after losing one (a ticket is single-use). */
  last_event_id: z.string().max(100).optional(),
});

/** `GET /api/user/live`: how many streams this sign-in holds open on the instance answering (1 for a browser whose tabs share one). */
export const liveStreamsResponse = z.object({ streams: z.number().int() });
