import { NUMBER_LOCALE } from '../../contracts/constants';

// Shared with the server's messages (contracts/format.ts): one way to write a figure.
export { formatCount, formatMoney, formatNumber } from '../../contracts/format';

const dates = new Intl.DateTimeFormat(NUMBER_LOCALE, { year: 'numeric', month: 'short', day: 'numeric' });

/** 'Jan 5, 2025'; nothing for a missing date. */
export const formatDate = (value: string | null | undefined) => (value ? dates.format(new Date(value)) : '');
