import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { MODERATION } from '../../../contracts/admin-messages';
import type { MessageResponse } from '../../../contracts/items';
import type { ModerationReasonInput, ReviewQueueResponse, SuspensionResponse } from '../../../contracts/moderation';
import { api } from '../../api/client';
import { moderationKeys, userFigures } from '../queryKeys';

export type { ReviewItem } from '../../../contracts/moderation';

/** One page of the review queue (0-based `pageIndex`), optionally searched. */
export type QueuePageRequest = { pageIndex: number; pageSize: number; term: string };

export function queuePath({ pageIndex, pageSize, term }: QueuePageRequest): string {
  const query = new URLSearchParams({ page: String(pageIndex + 1), per_page: String(pageSize) });
  if (term) query.set('search', term);
  return `/api/admin/submissions/latest?${query}`;
}

export const reviewQueueQuery = (request: QueuePageRequest) =>
  queryOptions({
    queryKey: moderationKeys.queue(request),
    queryFn: () => api.get<ReviewQueueResponse>(queuePath(request)),
    placeholderData: keepPreviousData,
    meta: { failure: MODERATION.queueFailed },
  });

/** Removing a submission moves the student's figures and the queue; suspending moves every list. */
const moved = [...userFigures, moderationKeys.all];

export const moderationMutations = {
  remove: mutationOptions({
    mutationFn: ({ id, reason }: ModerationReasonInput & { id: number }) =>
      api.post<MessageResponse>(`/api/admin/submissions/${id}/remove`, { reason }),
    meta: { failure: MODERATION.removeFailed, success: true, invalidates: moved },
  }),
  suspend: mutationOptions({
    mutationFn: ({ id, reason }: ModerationReasonInput & { id: number }) =>
      api.post<SuspensionResponse>(`/api/admin/users/${id}/suspend`, { reason }),
    meta: { failure: MODERATION.suspendFailed, success: true, invalidates: moved },
  }),
  unsuspend: mutationOptions({
    mutationFn: ({ id }: { id: number }) => api.post<SuspensionResponse>(`/api/admin/users/${id}/unsuspend`),
    meta: { failure: MODERATION.unsuspendFailed, success: true, invalidates: moved },
  }),
};
