import { CURRENCY, NUMBER_LOCALE } from '../../contracts/constants';

const numbers = new Intl.NumberFormat(NUMBER_LOCALE);
const money = new Intl.NumberFormat(NUMBER_LOCALE, { style: 'currency', currency: CURRENCY });
const dates = new Intl.DateTimeFormat(NUMBER_LOCALE, { year: 'numeric', month: 'short', day: 'numeric' });

/** Every figure on screen is en-US formatted (spec section 1). */
export const formatNumber = (value: number | null | undefined) => numbers.format(value ?? 0);
export const formatMoney = (value: number | null | undefined) => money.format(value ?? 0);
export const formatDate = (value: string | null | undefined) => (value ? dates.format(new Date(value)) : '');
