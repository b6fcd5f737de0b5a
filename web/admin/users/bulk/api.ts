import { mutationOptions } from '@tanstack/react-query';
import type { BulkAchievementInput, BulkEnrollInput } from '../../../../contracts/bulk';
import { BULK } from '../../../../contracts/admin-messages';
import { startJob } from '../../jobs/api';

/** The users a bulk action is for: the ones ticked, or every user matching the table's search. */
export type BulkTargets = { user_ids: number[] } | { search: string };

/**
 * Each starts a job (a refused body still answers 422 at once, its messages under the fields);
 * when the job ends, its message ('3 Users Enrolled, 1 Refused') is the toast, the result dialog
 * lists the refused, and the lists it changed refresh (jobs/api.ts).
 */
export const bulkMutations = {
  enroll: mutationOptions({
    mutationFn: startJob<BulkEnrollInput>('/api/admin/users/bulk/enroll'),
    meta: { failure: BULK.enrollFailed },
  }),
  give: mutationOptions({
    mutationFn: startJob<BulkAchievementInput>('/api/admin/users/bulk/achievement'),
    meta: { failure: BULK.giveFailed },
  }),
};
