import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { PAYMENTS } from '../../../contracts/admin-messages';
import type { CorrectionInput, CorrectionResponse, PaymentListResponse, RevenueResponse } from '../../../contracts/payments';
import { api } from '../../api/client';
import { paymentKeys, revenueKeys, statsKeys } from '../queryKeys';

export type { Payment, PaymentKind, PaymentTotals, Revenue } from '../../../contracts/payments';

/**
 * A page of the ledger for `path` (`paymentsPath`): the last page stays shown while the next
 * loads; refetched on every visit (enrolling, unenrolling and deleting elsewhere move it).
 */
export const paymentsQuery = (path: string) =>
  queryOptions({
    queryKey: paymentKeys.list(path),
    queryFn: () => api.get<PaymentListResponse>(path),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { failure: PAYMENTS.fetchFailed },
  });

/** Revenue by course and by the last 12 months, for the dashboard's charts. */
export const revenueQuery = queryOptions({
  queryKey: revenueKeys.all,
  queryFn: () => api.get<RevenueResponse>('/api/admin/stats/revenue').then((response) => response.revenue),
  staleTime: 0,
  meta: { failure: PAYMENTS.revenueFailed },
});

export const paymentMutations = {
  /** A correction moves the ledger, its totals, the dashboard's revenue and its charts. */
  correct: mutationOptions({
    mutationFn: (input: CorrectionInput) => api.post<CorrectionResponse>('/api/admin/payments/correction', input),
    meta: { failure: PAYMENTS.correctionFailed, success: true, invalidates: [paymentKeys.all, statsKeys.all] },
  }),
};
