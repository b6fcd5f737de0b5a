import type { z } from 'zod';
import type { courseSchema } from '../../../contracts/courses';
import { api } from '../../api/client';

export type Course = {
  id: number;
  title: string;
  description: string | null;
  image: string | null;
  link: string | null;
  projects_count: number;
  users_count: number;
  created_at: string;
};
type Message = { message?: string };
export type CourseValues = z.output<typeof courseSchema>;

export const coursesKey = ['courses'];
export const fetchCourses = () => api.get<{ courses: Course[] }>('/api/admin/courses').then((response) => response.courses);
export const addCourse = (input: CourseValues) => api.post<Message & { course: Course }>('/api/admin/course/add', input);
export const updateCourse = ({ id, ...input }: CourseValues & { id: number }) =>
  api.put<Message & { course: Course }>(`/api/admin/course/update/${id}`, input);
export const deleteCourse = ({ id }: { id: number }) => api.delete<Message>(`/api/admin/course/delete/${id}`);
