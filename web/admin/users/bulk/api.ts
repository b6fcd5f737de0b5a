import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bulkAchievementSchema, bulkEnrollSchema, BulkResult } from '../../../../contracts/bulk';
import { BULK } from '../../../../contracts/admin-messages';
import { api } from '../../../api/client';
import { auditKeys, paymentKeys, userFigures } from '../../queryKeys';

/** The users a bulk action is for: the ones ticked, or every user matching the table's search. */
export type BulkTargets = { user_ids: number[] } | { search: string };

const invalidates = [...userFigures, auditKeys.all, paymentKeys.all];

/** The server's message ('3 Users Enrolled, 1 Refused') is the toast; the result dialog lists the refused. */
export const bulkMutations = {
  enroll: mutationOptions({
    mutationFn: (input: z.output<typeof bulkEnrollSchema>) => api.post<BulkResult>('/api/admin/users/bulk/enroll', input),
    meta: { failure: BULK.enrollFailed, success: true, invalidates },
  }),
  give: mutationOptions({
    mutationFn: (input: z.output<typeof bulkAchievementSchema>) =>
      api.post<BulkResult>('/api/admin/users/bulk/achievement', input),
    meta: { failure: BULK.giveFailed, success: true, invalidates },
  }),
};
