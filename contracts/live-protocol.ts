/**
 * The live stream's constants and event names (issue 49), apart from contracts/live.ts's schemas so
 * that the web app's stream client, loaded on every page after the first paint, carries no zod
 * (docs/decisions.md "Live in the browser"). contracts/live.ts exports them too.
 */
/** Where the stream is opened: `GET LIVE_PATH[?ticket=...][&last_event_id=...]`. */
export const LIVE_PATH = '/api/live';
/** How long a ticket may wait before it opens a stream; it opens one, once. */
export const LIVE_TICKET_SECONDS = 60;
/** A comment line keeps the stream open through the server's and proxies' 60 s idle cut. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** Past the configured number of streams a new one is refused (503): the page asks again this often. */
export const LIVE_POLL_MS = 60_000;
/** At most one public event of each kind in this long. */
export const LIVE_PUBLIC_EVERY_MS = 5_000;

/**
 * The events: `notification` (the student's own; its data a Notification of
 * contracts/notifications.ts, its `id` the resume cursor to send back as `Last-Event-ID`), and the
 * public ones, which only name what changed (refetch it): `leaderboard`, `latest` (the homepage's
 * latest students and awards) and `stats`. `ready` opens every stream.
 */
export const LIVE_EVENTS = ['ready', 'notification', 'leaderboard', 'latest', 'stats'] as const;
export type LiveEvent = (typeof LIVE_EVENTS)[number];
export const PUBLIC_LIVE_EVENTS = ['leaderboard', 'latest', 'stats'] as const satisfies readonly LiveEvent[];
