import { CURRENCY, NUMBER_LOCALE } from '../../../contracts/constants';

const numberFormat = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat(NUMBER_LOCALE, { year: 'numeric', month: 'short', day: 'numeric' });

/** Figures are en-US on every screen (spec section 9). */
export const formatNumber = (value: number | null | undefined) => numberFormat.format(value ?? 0);
export const formatMoney = (value: number | null | undefined) => `${formatNumber(value)} ${CURRENCY}`;
export const formatDate = (value: string | null | undefined) => (value ? dateFormat.format(new Date(value)) : '');
