import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../../contracts/config';
import { DEFAULT_ACADEMY_NAME, PUBLIC_CONFIG_ELEMENT_ID } from '../../../contracts/constants';
import { api } from '../../api/client';
import { configKeys } from '../queryKeys';

/**
 * The settings the server wrote into the page (server/plugins/web.ts), so the first render shows
 * the saved academy name, not the default (issue 20 item 10); absent under Vite's dev server.
 */
function configInPage(): PublicConfig | undefined {
  const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const config = JSON.parse(text) as PublicConfig;
    return typeof config?.academy_name === 'string' ? config : undefined;
  } catch {
    return undefined;
  }
}

/** Until the settings arrive (or when they cannot): the server's defaults. */
const FALLBACK: PublicConfig = {
  buy_course_url: 'https://academy.example.com/courses',
  academy_name: DEFAULT_ACADEMY_NAME,
  social_links: { facebook: null, x: null, linkedin: null, youtube: null, github: null },
  mail_enabled: false,
};

/**
 * GET /api/front/config (addition): BUY_COURSE_URL, ACADEMY_NAME and the SOCIAL_* links, read
 * once: from the page when the server wrote them there, asked again only after a save in Settings.
 */
function usePublicConfig(): PublicConfig {
  const query = useQuery({
    queryKey: configKeys.all,
    queryFn: () => api.get<PublicConfig>('/api/front/config'),
    initialData: configInPage,
    staleTime: Infinity,
  });
  return query.data ?? FALLBACK;
}

export const useBuyCourseUrl = () => usePublicConfig().buy_course_url;

/** The one academy name of the public site and the admin area (ACADEMY_NAME). */
export const useAcademyName = () => usePublicConfig().academy_name;

/** The academy's social pages (SOCIAL_*); `null` for a network not set. */
export const useSocialLinks = () => usePublicConfig().social_links;

/** Whether the site sends mail (SMTP and PUBLIC_URL set): forgot password and invitations show only then. */
export const useMailEnabled = () => usePublicConfig().mail_enabled;
