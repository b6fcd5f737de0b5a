/**
 * The days of a year of work in the viewer's time zone (issue 50): the server sends dated rows,
 * the browser counts them by the day they fell on where the viewer is, over the 365 days that end
 * today there.
 */
import type { Activity, DatedRow } from '../../../contracts/activity';

/** The days shown, today included: contracts/activity.ts ACTIVITY_DAYS (not imported: it would bring zod into the chunk). */
export const SHOWN_DAYS = 365;

/** A calendar day, 'YYYY-MM-DD'; in that form, days sort as strings. */
export type DayKey = string;

export type Day = { day: DayKey; submissions: number; achievements: number; points: number };

export type YearOfDays = {
  /** The shown days, oldest first, today last. */
  days: Day[];
  /** The points of the rows sent that fell before the first shown day. */
  pointsBefore: number;
};

/** The browser's time zone, e.g. 'Africa/Cairo'. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const keyFormats = new Map<string, Intl.DateTimeFormat>();
const keyFormat = (timeZone: string) => {
  let format = keyFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    keyFormats.set(timeZone, format);
  }
  return format;
};

/** The day an instant falls on in a time zone. */
export function dayKey(instant: Date | string, timeZone: string): DayKey {
  const parts = keyFormat(timeZone).formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** The calendar day as midnight UTC: calendar arithmetic only, whatever the zone. */
export const utcDate = (day: DayKey) => new Date(`${day}T00:00:00Z`);

/** The day `count` days after (or before, when negative) a day. */
export const addDays = (day: DayKey, count: number): DayKey =>
  new Date(utcDate(day).getTime() + count * 86_400_000).toISOString().slice(0, 10);

/** The shown days, oldest first: the 364 days before today, then today. */
export function shownDays(today: DayKey): DayKey[] {
  return Array.from({ length: SHOWN_DAYS }, (_, index) => addDays(today, index - SHOWN_DAYS + 1));
}

/**
 * Counts the rows by local day. A row dated after today (the viewer's clock behind the server's)
 * counts on today; a row before the first day only brings its points to `pointsBefore`.
 */
export function binDays(
  activity: Pick<Activity, 'submissions' | 'achievements'>,
  { timeZone = browserTimeZone(), now = new Date() }: { timeZone?: string; now?: Date } = {},
): YearOfDays {
  const today = dayKey(now, timeZone);
  const days = shownDays(today).map((day): Day => ({ day, submissions: 0, achievements: 0, points: 0 }));
  const byKey = new Map(days.map((day) => [day.day, day]));
  const first = days[0].day;
  let pointsBefore = 0;
  const count = (rows: readonly DatedRow[], kind: 'submissions' | 'achievements') => {
    for (const row of rows) {
      const key = dayKey(row.at, timeZone);
      if (key < first) {
        pointsBefore += row.points;
        continue;
      }
      const day = byKey.get(key > today ? today : key)!;
      day[kind] += 1;
      day.points += row.points;
    }
  };
  count(activity.submissions, 'submissions');
  count(activity.achievements, 'achievements');
  return { days, pointsBefore };
}

/** A day with at least one submission (achievements alone do not make a day active). */
export const isActive = (day: Day) => day.submissions > 0;
