import { mutationOptions } from '@tanstack/react-query';
import type { ImportConfirmRequest, ImportPreview, ImportRequest, ImportResult } from '../../../contracts/cohorts';
import { COHORTS } from '../../../contracts/admin-messages';
import { api } from '../../api/client';
import { userFigures } from '../queryKeys';

export type { ImportPreview, ImportResult, ImportRow } from '../../../contracts/cohorts';

export const cohortMutations = {
  /** Reads only: the rows' plan and errors (failures are shown on the screen, not toasted twice). */
  preview: mutationOptions({
    mutationFn: (input: ImportRequest) => api.post<ImportPreview>('/api/admin/import/users/preview', input),
    meta: { failure: COHORTS.previewFailed },
  }),
  /** Creates, updates and enrolls: every list of users and the figures move. */
  confirm: mutationOptions({
    mutationFn: (input: ImportConfirmRequest) => api.post<ImportResult>('/api/admin/import/users', input),
    meta: { failure: COHORTS.importFailed, success: true, invalidates: userFigures },
  }),
};
