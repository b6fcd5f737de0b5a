import { i18n } from '../i18n/i18n';
import { INTL_LOCALE } from '../i18n/locale';

// Shared with the server's messages (contracts/format.ts): one way to write a figure.
export { formatCount, formatMoney, formatNumber } from '../../contracts/format';

const dates = new Map<string, Intl.DateTimeFormat>();
const datesIn = (locale: string) => {
  let format = dates.get(locale);
  if (!format) dates.set(locale, (format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' })));
  return format;
};

/** 'Jan 5, 2025' (in Arabic '5 يناير 2025', Western digits); nothing for a missing date. */
export const formatDate = (value: string | null | undefined) =>
  value ? datesIn(INTL_LOCALE[i18n.locale === 'ar' ? 'ar' : 'en']).format(new Date(value)) : '';
