import { mutationOptions } from '@tanstack/react-query';
import type { ImportConfirmRequest, ImportPreview, ImportRequest } from '../../../contracts/cohorts';
import { COHORTS } from '../../../contracts/admin-messages';
import { api } from '../../api/client';
import { startJob } from '../jobs/api';

export type { ImportPreview, ImportResult, ImportRow } from '../../../contracts/cohorts';

export const cohortMutations = {
  /** Reads only: the rows' plan and errors (failures are shown on the screen, not toasted twice). */
  preview: mutationOptions({
    mutationFn: (input: ImportRequest) => api.post<ImportPreview>('/api/admin/import/users/preview', input),
    meta: { failure: COHORTS.previewFailed },
  }),
  /** Starts the import as a job (creates, updates and enrolls; the lists refresh when it ends: jobs/api.ts). */
  confirm: mutationOptions({
    mutationFn: startJob<ImportConfirmRequest>('/api/admin/import/users'),
    meta: { failure: COHORTS.importFailed },
  }),
};
