import { api } from '../../api/client';

export type AdminStats = {
  total_users: number;
  total_courses: number;
  total_projects: number;
  total_achievements: number;
  total_enrollments: number;
  total_revenue: number;
};

export const statsKey = ['stats'];
export const fetchStats = () => api.get<{ stats: AdminStats }>('/api/admin/stats').then((response) => response.stats);
