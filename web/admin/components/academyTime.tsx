/**
 * Every time and date of the admin area on the academy's calendar (the server's `TZ`, from
 * `GET /api/admin/me`), whatever the browser's zone: the date filters are read in that zone, so a
 * line shown under Nov 25 is found under Nov 25. The zone is named beside what it dates (a column
 * header's second line, `TimeZoneNote`, a date field's label). Public and student screens keep the
 * browser's zone (`web/components/format.ts`).
 */
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { NUMBER_LOCALE } from '../../../contracts/constants';
import { adminMeQuery } from '../admins/api';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string, withTime: boolean) {
  const key = `${timeZone} ${withTime}`;
  let format = formats.get(key);
  if (!format) {
    const style = withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { year: 'numeric', month: 'short', day: 'numeric' };
    format = new Intl.DateTimeFormat(NUMBER_LOCALE, { ...(style as Intl.DateTimeFormatOptions), timeZone });
    formats.set(key, format);
  }
  return format;
}

/** 'Nov 26, 2026' (or 'Nov 26, 2026, 3:05 AM' with the time) in `timeZone`; nothing for a missing value. */
export function formatInZone(value: string | null | undefined, timeZone: string, withTime = false): string {
  return value ? formatIn(timeZone, withTime).format(new Date(value)) : '';
}

/** The academy's time zone (TZ), once `GET /api/admin/me` has answered (one cached call for the area). */
export function useAcademyTimeZone(): string | undefined {
  const { data, isPlaceholderData } = useQuery(adminMeQuery);
  return isPlaceholderData ? undefined : data?.time_zone || undefined;
}

/**
 * Formatters on the academy's calendar; until the zone is known they give nothing rather than a
 * time in the browser's zone.
 */
export function useAcademyDates() {
  const zone = useAcademyTimeZone();
  return {
    zone,
    date: (value: string | null | undefined) => (zone ? formatInZone(value, zone) : ''),
    dateTime: (value: string | null | undefined) => (zone ? formatInZone(value, zone, true) : ''),
  };
}

/** A date (or with `withTime`, a date and time) on the academy's calendar. */
export function AcademyDate({ value, withTime = false }: { value: string | null | undefined; withTime?: boolean }) {
  const dates = useAcademyDates();
  return <>{withTime ? dates.dateTime(value) : dates.date(value)}</>;
}

/** A column header naming the zone of its dates on a second line: 'Joined' / 'Africa/Cairo'. */
export function ZoneHeader({ label }: { label: string }) {
  const zone = useAcademyTimeZone();
  return (
    <span>
      {label}
      {zone && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
          {zone}
        </Typography>
      )}
    </span>
  );
}

/** 'Times in Africa/Cairo', for a screen whose dates sit outside column headers. */
export function TimeZoneNote() {
  const zone = useAcademyTimeZone();
  return zone ? (
    <Typography variant="body2" color="text.secondary">
      Times in {zone}
    </Typography>
  ) : null;
}
