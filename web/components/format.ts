import { CURRENCY, NUMBER_LOCALE } from '../../contracts/constants';

const numbers = new Intl.NumberFormat(NUMBER_LOCALE);
const money = new Intl.NumberFormat(NUMBER_LOCALE, { style: 'currency', currency: CURRENCY });
const dates = new Intl.DateTimeFormat(NUMBER_LOCALE, { year: 'numeric', month: 'short', day: 'numeric' });
const plurals = new Intl.PluralRules(NUMBER_LOCALE);

/** Every figure on screen is en-US formatted (spec section 1). */
export const formatNumber = (value: number | null | undefined) => numbers.format(value ?? 0);
export const formatMoney = (value: number | null | undefined) => money.format(value ?? 0);
export const formatDate = (value: string | null | undefined) => (value ? dates.format(new Date(value)) : '');

/** A figure with its noun in the right number: '1 Point', '2 Points', '1,250 Points' (en-US rules). */
export function formatCount(value: number | null | undefined, singular: string, plural = `${singular}s`) {
  const count = value ?? 0;
  return `${numbers.format(count)} ${plurals.select(count) === 'one' ? singular : plural}`;
}
