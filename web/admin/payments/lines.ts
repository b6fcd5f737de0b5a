/** How a ledger line reads on every screen that lists lines (the Payments ledger, a student's page). */
import type { Payment, PaymentKind } from '../../../contracts/payments';

export const KIND_LABELS: Record<PaymentKind, string> = { payment: 'Payment', refund: 'Refund', correction: 'Correction' };
export const KIND_COLORS = { payment: 'success', refund: 'warning', correction: 'info' } as const;

/** The line's amount as money in (+) or out (-): a refund is stored positive and given back. */
export const signedAmount = (line: Pick<Payment, 'kind' | 'amount'>) => (line.kind === 'refund' ? -line.amount : line.amount);
