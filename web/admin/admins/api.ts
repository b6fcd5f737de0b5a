import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminCreateSchema, adminUpdateSchema } from '../../../contracts/admins';
import { FAILURE } from '../../../contracts/messages';
import { api } from '../../api/client';
import { adminKeys } from '../queryKeys';

export type Admin = { id: number; name: string; email: string; is_super: boolean; created_at: string };
type Message = { message?: string };

export const adminsQuery = queryOptions({
  queryKey: adminKeys.all,
  queryFn: () => api.get<{ admins: Admin[] }>('/api/admin/admins').then((response) => response.admins),
  meta: { failure: FAILURE.fetchAdmins },
});

/** Admins change nothing another screen counts. */
const invalidates = [adminKeys.all];
export const adminMutations = {
  add: mutationOptions({
    mutationFn: (input: z.output<typeof adminCreateSchema>) =>
      api.post<Message & { admin: Admin }>('/api/admin/admin/add', input),
    meta: { failure: FAILURE.addAdmin, success: true, invalidates },
  }),
  update: mutationOptions({
    mutationFn: ({ id, ...input }: z.output<typeof adminUpdateSchema> & { id: number }) =>
      api.put<Message>(`/api/admin/admin/update/${id}`, input),
    meta: { failure: FAILURE.updateAdmin, success: true, invalidates },
  }),
  remove: mutationOptions({
    mutationFn: ({ id }: { id: number }) => api.delete<Message>(`/api/admin/admin/delete/${id}`),
    meta: { failure: FAILURE.deleteAdmin, success: true, invalidates },
  }),
};
