/**
 * The students' own notifications on their live streams (issue 49 item 3). Row ids are given at
 * insert, not at commit (a bulk award can commit after a later single one), so "id above the last
 * seen" would miss rows: each read takes the rows of transactions at or above the previous read's
 * snapshot horizon (`pg_snapshot_xmin`: every transaction not visible to it has an xid at or above
 * it) and drops those it already sent, by id. One query per commit notice for every student with
 * a stream here, not one per stream; reads run one at a time.
 *
 * A stream's events carry the horizon they were read from as their id: a client that reconnects
 * with it (`Last-Event-ID`) is sent every row from there (some again: it keeps them by id).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { LiveHub } from './hub.js';
import { currentHorizon, noticesSince, type Notice } from './queries.js';

/** A resume cursor as the stream gives it: the decimal text of a transaction id. */
export const isCursor = (text: string | undefined): text is string => text !== undefined && /^\d{1,20}$/.test(text);

const itemOf = ({ user_id: _user, ...item }: Notice) => item;

export function createNoticeFeed(db: Database, hub: LiveHub, log: FastifyBaseLogger) {
  let horizon: string | undefined;
  /** Ids sent that a next read may return again (their transactions are at or above `horizon`). */
  let sent = new Set<number>();
  let reading: Promise<void> | undefined;
  let again = false;

  const read = async () => {
    const students = hub.students();
    if (!students.size) {
      // Nobody to read for: the next student's stream starts from its own moment.
      [horizon, sent] = [undefined, new Set()];
      return;
    }
    if (horizon === undefined) return;
    const from = horizon;
    const { notices, horizon: next } = await noticesSince(db, [...students], from);
    for (const notice of notices) if (!sent.has(notice.id)) hub.sendTo(notice.user_id, 'notification', itemOf(notice), from);
    sent = new Set(notices.map((notice) => notice.id));
    horizon = next;
  };

  const poke = () => {
    if (reading) {
      again = true;
      return;
    }
    reading = (async () => {
      do {
        again = false;
        await read().catch((error: unknown) => log.warn({ err: error }, 'could not read notifications for live streams'));
      } while (again);
      reading = undefined;
    })();
  };

  return {
    /** A commit wrote notifications (here or on another instance), or a student's stream closed. */
    poke,
    /** A student's stream opened: from here on, commits are read for it. */
    async watch() {
      horizon ??= await currentHorizon(db);
    },
    /** Sends one stream what its student was notified of since `cursor`. */
    async resume(userId: number, cursor: string, send: (notice: Omit<Notice, 'user_id'>, id: string) => void) {
      const { notices } = await noticesSince(db, [userId], cursor);
      for (const notice of notices) send(itemOf(notice), cursor);
    },
    /** Waits for a read in progress (tests, shutdown). */
    settled: async () => {
      while (reading) await reading;
    },
  };
}
