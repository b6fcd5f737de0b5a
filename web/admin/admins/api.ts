import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type {
  AdminAddedResponse,
  AdminCreateInput,
  AdminListResponse,
  AdminMeResponse,
  AdminUpdateInput,
} from '../../../contracts/admins';
import type { MessageResponse } from '../../../contracts/items';
import { FAILURE } from '../../../contracts/messages';
import { api } from '../../api/client';
import { adminSession } from '../../api/session';
import { adminKeys } from '../queryKeys';

export type { Admin } from '../../../contracts/admins';

export const adminsQuery = queryOptions({
  queryKey: adminKeys.all,
  queryFn: () => api.get<AdminListResponse>('/api/admin/admins').then((response) => response.admins),
  meta: { failure: FAILURE.fetchAdmins },
});

/**
 * The signed-in admin (the top bar's name) and the academy's time zone (`useAcademyTimeZone`).
 * Until it answers, the name stored at login stands in (with no zone); its key sits under the
 * admins' key, so editing admins (one's own name too) refreshes it.
 */
export const adminMeQuery = queryOptions({
  queryKey: adminKeys.me,
  queryFn: () => api.get<AdminMeResponse>('/api/admin/me'),
  placeholderData: (): AdminMeResponse | undefined => {
    const stored = adminSession.user();
    return stored ? { admin: { ...stored, created_at: '' }, time_zone: '' } : undefined;
  },
  staleTime: 5 * 60_000,
});

/** Admins change nothing another screen counts. */
const invalidates = [adminKeys.all];
export const adminMutations = {
  add: mutationOptions({
    mutationFn: (input: AdminCreateInput) => api.post<AdminAddedResponse>('/api/admin/admin/add', input),
    meta: { failure: FAILURE.addAdmin, success: true, invalidates },
  }),
  update: mutationOptions({
    mutationFn: ({ id, ...input }: AdminUpdateInput & { id: number }) =>
      api.put<MessageResponse>(`/api/admin/admin/update/${id}`, input),
    meta: { failure: FAILURE.updateAdmin, success: true, invalidates },
  }),
  remove: mutationOptions({
    mutationFn: ({ id }: { id: number }) => api.delete<MessageResponse>(`/api/admin/admin/delete/${id}`),
    meta: { failure: FAILURE.deleteAdmin, success: true, invalidates },
  }),
};
