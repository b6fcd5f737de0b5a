import { formatDate } from '../../components/format';
import { i18n } from '../../i18n/i18n';
import { INTL_LOCALE } from '../../i18n/locale';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];
const WEEK_S = 7 * 24 * 60 * 60;

/**
 * When a notification came, in the language shown: relative within a week ('5 minutes ago',
 * 'yesterday', 'الآن'), then as the app writes dates (formatDate: 'Jan 5, 2025').
 */
export function when(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (-seconds >= WEEK_S) return formatDate(iso);
  const relative = new Intl.RelativeTimeFormat(INTL_LOCALE[i18n.locale === 'ar' ? 'ar' : 'en'], { numeric: 'auto' });
  if (-seconds < 60) return relative.format(0, 'second');
  let unit = UNITS[0];
  for (const next of UNITS) if (-seconds >= next[1]) unit = next;
  return relative.format(Math.trunc(seconds / unit[1]), unit[0]);
}
