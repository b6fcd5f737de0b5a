import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { configKeys } from '../queryKeys';

const FALLBACK_BUY_COURSE_URL = 'https://academy.example.com/courses';

/** GET /api/front/config (addition): the server's BUY_COURSE_URL. */
export function useBuyCourseUrl() {
  const query = useQuery({
    queryKey: configKeys.all,
    queryFn: () => api.get<{ buy_course_url: string }>('/api/front/config'),
    staleTime: Infinity,
  });
  return query.data?.buy_course_url ?? FALLBACK_BUY_COURSE_URL;
}
