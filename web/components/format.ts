import { CURRENCY, NUMBER_LOCALE } from '../../contracts/constants';

const numbers = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 2 });
const amounts = new Intl.NumberFormat(NUMBER_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dates = new Intl.DateTimeFormat(NUMBER_LOCALE, { year: 'numeric', month: 'short', day: 'numeric' });
const plurals = new Intl.PluralRules(NUMBER_LOCALE);

/** Every figure on screen is en-US formatted (spec section 1), on the public site and in the admin area alike. */
export const formatNumber = (value: number | null | undefined) => numbers.format(value ?? 0);

/** Money: en-US figures with two decimals, the currency after: '1,349,520.50 EGP'. */
export const formatMoney = (value: number | null | undefined) => `${amounts.format(value ?? 0)} ${CURRENCY}`;

/** 'Jan 5, 2025'; nothing for a missing date. */
export const formatDate = (value: string | null | undefined) => (value ? dates.format(new Date(value)) : '');

/** A figure with its noun in the right number: '1 Point', '2 Points', '1,250 Points' (en-US rules). */
export function formatCount(value: number | null | undefined, singular: string, plural = `${singular}s`) {
  const count = value ?? 0;
  return `${numbers.format(count)} ${plurals.select(count) === 'one' ? singular : plural}`;
}
