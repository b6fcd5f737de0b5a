/** Figures as every screen and message writes them (docs/product.md#audience: en-US, money in EGP). */
import { CURRENCY, NUMBER_LOCALE } from './constants.js';

const numbers = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 2 });
const amounts = new Intl.NumberFormat(NUMBER_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plurals = new Intl.PluralRules(NUMBER_LOCALE);

/** '1,234,567', at most two decimals. */
export const formatNumber = (value: number | null | undefined) => numbers.format(value ?? 0);

/** Money: en-US figures with two decimals, the currency after: '1,349,520.50 EGP'. */
export const formatMoney = (value: number | null | undefined) => `${amounts.format(value ?? 0)} ${CURRENCY}`;

/** A figure with its noun in the right number: '1 Point', '2 Points', '1,250 Points' (en-US rules). */
export function formatCount(value: number | null | undefined, singular: string, plural = `${singular}s`) {
  const count = value ?? 0;
  return `${numbers.format(count)} ${plurals.select(count) === 'one' ? singular : plural}`;
}
