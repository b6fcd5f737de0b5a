import type { z } from 'zod';
import type { adminCreateSchema, adminUpdateSchema } from '../../../contracts/admins';
import { api } from '../../api/client';

export type Admin = { id: number; name: string; email: string; is_super: boolean; created_at: string };
type Message = { message?: string };

export const adminsKey = ['admins'];
export const fetchAdmins = () => api.get<{ admins: Admin[] }>('/api/admin/admins').then((response) => response.admins);
export const addAdmin = (input: z.output<typeof adminCreateSchema>) =>
  api.post<Message & { admin: Admin }>('/api/admin/admin/add', input);
export const updateAdmin = ({ id, ...input }: z.output<typeof adminUpdateSchema> & { id: number }) =>
  api.put<Message>(`/api/admin/admin/update/${id}`, input);
export const deleteAdmin = ({ id }: { id: number }) => api.delete<Message>(`/api/admin/admin/delete/${id}`);
