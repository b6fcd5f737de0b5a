/** A student's year of work (issue 50, contracts/activity.ts): the rule of its window. */
import { ACTIVITY_SENT_DAYS } from '../../../contracts/activity.js';
import { USERS } from '../../../contracts/staff-messages.js';
import type { Executor } from '../../db/client.js';
import { found } from '../../http-errors.js';
import { findActivity } from './queries.js';

const DAY_MS = 86_400_000;

/** Midnight UTC `ACTIVITY_SENT_DAYS` days before the start of `now`'s UTC day. */
export function activitySince(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - ACTIVITY_SENT_DAYS * DAY_MS);
}

const dated = ([at, points]: [number, number]) => ({ at: new Date(at), points });

/** The answer of `GET /api/users/user/{id}/activity`; 404 for a missing or suspended student. */
export async function userActivity(db: Executor, id: number, now = new Date()) {
  const since = activitySince(now);
  const row = found(await findActivity(db, id, since), USERS.notFound);
  return {
    activity: {
      since,
      starting_points: row.starting_points,
      submissions: row.submissions.map(dated),
      achievements: row.achievements.map(dated),
    },
  };
}
