/**
 * A year of a student's work (issue 50, docs/decisions.md "A year of work"): the rows the student
 * holds now, dated, each with the points it brings today. Nothing of the past is stored: a removed
 * submission or a withdrawn achievement is simply not there.
 *
 * The server sends every row of the last `ACTIVITY_SENT_DAYS` days (UTC) and the points of the
 * older ones as one `starting_points`; the browser bins the rows by day in the viewer's time zone
 * and draws its last `ACTIVITY_DAYS` days. The window is a day wider than the year so that every
 * time zone's year is whole in it (UTC+14 to UTC-12). The points line starts at `starting_points`
 * plus the rows before the viewer's first day, and its running sum ends at `total_points`.
 */
import { z } from 'zod';
import { count, isoTimestamp, type Json } from './items.js';

/** The days the heatmap and the points line show, today included. */
export const ACTIVITY_DAYS = 365;
/** The days of rows the server sends: a day more than shown, counted back from the start of today in UTC. */
export const ACTIVITY_SENT_DAYS = 366;

/** A row the student holds: when it came, and the points it brings now. */
export const datedRow = z.object({ at: isoTimestamp, points: count });
export type DatedRow = Json<typeof datedRow>;

export const activityItem = z
  .object({
    since: isoTimestamp.meta({
      description:
        'The start of the window, midnight UTC: rows at or after it are listed, the points of older ones are in starting_points',
    }),
    starting_points: count.meta({ description: 'The points every row older than since brings now' }),
    submissions: z.array(datedRow).meta({
      description: "The student's current submissions since then, oldest first: created_at and the project's points_value",
    }),
    achievements: z.array(datedRow).meta({
      description: "The student's current achievements since then, oldest first: earned_at and the achievement's points",
    }),
  })
  .meta({ id: 'Activity' });
export type Activity = Json<typeof activityItem>;

/** `GET /api/users/user/{id}/activity`. */
export const activityResponse = z.object({ activity: activityItem });
export type ActivityResponse = Json<typeof activityResponse>;
