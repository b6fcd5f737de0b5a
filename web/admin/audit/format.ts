import { NUMBER_LOCALE } from '../../../contracts/constants';

const dateTimes = new Intl.DateTimeFormat(NUMBER_LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 24, 2026, 3:05 AM': a log line needs the time as well as the day. */
export const formatDateTime = (value: string) => dateTimes.format(new Date(value));

/** 'course_title' or 'enrollment' as a menu shows it: 'Course Title', 'Enrollment'. */
export const wordLabel = (value: string) =>
  value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
