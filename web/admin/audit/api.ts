import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditFacetsResponse, AuditListParams, AuditListResponse } from '../../../contracts/audit';
import { AUDIT } from '../../../contracts/admin-messages';
import { api } from '../../api/client';
import { auditKeys } from '../queryKeys';

export type { AuditEntry } from '../../../contracts/audit';

/** The filters of the screen, as the address and the request name them. */
export type AuditFilterValues = { search: string; admin_id: string; entity: string; action: string; from: string; to: string };
export type AuditPageRequest = AuditFilterValues & { page: number; per_page: number };

/** `/api/admin/audit-log?...` with only the filters that are set. */
export function auditPath(request: AuditPageRequest) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request) as [keyof AuditListParams, string | number][]) {
    if (value !== '' && value !== undefined) params.set(key, String(value));
  }
  return `/api/admin/audit-log?${params.toString()}`;
}

/** One page of the log; refetched whenever the screen opens (each admin write adds a line). */
export const auditQuery = (request: AuditPageRequest) =>
  queryOptions({
    queryKey: [...auditKeys.all, 'list', request],
    queryFn: () => api.get<AuditListResponse>(auditPath(request)),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { failure: AUDIT.fetchFailed },
  });

export const auditFacetsQuery = queryOptions({
  queryKey: [...auditKeys.all, 'facets'],
  queryFn: () => api.get<AuditFacetsResponse>('/api/admin/audit-log/facets'),
  staleTime: 0,
});
