import type { z } from 'zod';
import type { giveAchievementSchema } from '../../../contracts/achievements';
import type { enrollSchema, UnenrollConflict, unenrollSchema } from '../../../contracts/enrollments';
import type { userCreateSchema } from '../../../contracts/users';
import { api, ApiError } from '../../api/client';

export type EnrolledCourse = { id: number; title: string; price: number; got_discount: boolean };
export type AdminUser = {
  id: number;
  name: string;
  email: string;
  telegram_username: string | null;
  facebook: string | null;
  twitter: string | null;
  linkedin: string | null;
  youtube: string | null;
  bio: string | null;
  title: string | null;
  avatar: string | null;
  total_points: number;
  projects_count: number;
  courses_count: number;
  rank: number | null;
  created_at: string;
  enrolled_courses: EnrolledCourse[];
  achievements: { id: number; name: string; manual: 0 | 1 }[];
};
export type UsersPage = { users: AdminUser[]; meta?: { total: number; page: number; per_page: number } };
type Message = { message?: string };
export type UserValues = z.output<typeof userCreateSchema>;

export const usersKey = ['users'];
/** The server's largest page; a search always answers one page. */
const MAX_PER_PAGE = 1000;

/** Without `perPage` ('All') the whole list, or the first 1000 matches of a search. */
export function fetchUsers({ page, perPage, search }: { page: number; perPage?: number; search: string }) {
  const query = new URLSearchParams();
  if (perPage || search) {
    query.set('page', String(perPage ? page : 1));
    query.set('per_page', String(perPage ?? MAX_PER_PAGE));
  }
  if (search) query.set('search', search);
  const suffix = query.size ? `?${query}` : '';
  return api.get<UsersPage>(`/api/admin/users${suffix}`);
}
export const addUser = (input: UserValues) => api.post<Message & { user: AdminUser }>('/api/admin/user/add', input);
export const updateUser = ({ id, ...input }: UserValues & { id: number }) =>
  api.put<Message & { user: AdminUser }>(`/api/admin/user/update/${id}`, input);
export const deleteUser = ({ id }: { id: number }) => api.delete<Message>(`/api/admin/user/delete/${id}`);

export const enrollUser = (input: z.output<typeof enrollSchema>) => api.post<Message>('/api/admin/enrollment/enroll', input);
/** Without `confirm`, a user with submissions in the course gets a 409 (see `unenrollConflict`). */
export const unenrollUser = (input: z.output<typeof unenrollSchema>) =>
  api.post<Message>('/api/admin/enrollment/unenroll', input);
/** The 409 of an unconfirmed unenroll that would remove submissions, else undefined. */
export function unenrollConflict(error: unknown): UnenrollConflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.serverMessage) return undefined;
  const { submissions, points } = error.body ?? {};
  if (typeof submissions !== 'number') return undefined;
  return { message: error.serverMessage, submissions, points: typeof points === 'number' ? points : 0 };
}
export const giveAchievement = ({ userId, ...input }: z.output<typeof giveAchievementSchema> & { userId: number }) =>
  api.post<Message>(`/api/admin/users/${userId}/achievements`, input);
/** Manual achievements only; takes their points away and clears a title naming them. */
export const revokeAchievement = ({ userId, achievement_id }: z.output<typeof giveAchievementSchema> & { userId: number }) =>
  api.delete<Message>(`/api/admin/users/${userId}/achievements/${achievement_id}`);
