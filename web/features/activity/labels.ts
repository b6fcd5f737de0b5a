/** Day, month and weekday names in the language shown (Western digits in both: INTL_LOCALE). */
import { INTL_LOCALE, type Locale } from '../../i18n/locale';
import { utcDate, type DayKey } from './days';

const formats = new Map<string, Intl.DateTimeFormat>();
const formatter = (locale: Locale, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  // A day key is a calendar day: formatted as its midnight in UTC, whatever the viewer's zone.
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' })));
  return format;
};

/** 'Mar 12, 2026' (Arabic '12 مارس 2026'), as the profile writes its dates. */
export const formatDay = (day: DayKey, locale: Locale) =>
  formatter(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(utcDate(day));

/** 'Mar' (Arabic 'مارس'). */
export const monthName = (day: DayKey, locale: Locale) => formatter(locale, { month: 'short' }).format(utcDate(day));

/** 'Mon' (Arabic 'الاثنين'). */
export const weekdayName = (day: DayKey, locale: Locale) => formatter(locale, { weekday: 'short' }).format(utcDate(day));

/** The language shown, as useShownLocale() gives it. */
export const asLocale = (shown: string): Locale => (shown === 'ar' ? 'ar' : 'en');
