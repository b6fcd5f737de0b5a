/** Public settings the web app reads at runtime (addition). */
import { z } from 'zod';
import type { Json } from './items.js';

export const publicConfigResponse = z.object({
  buy_course_url: z.string(),
  academy_name: z.string(),
  /** The academy's own pages (SOCIAL_* settings); `null` when not set, and then no icon shows. */
  social_links: z.object({
    facebook: z.string().nullable(),
    x: z.string().nullable(),
    linkedin: z.string().nullable(),
    youtube: z.string().nullable(),
    github: z.string().nullable(),
  }),
  /** Addition (issue 26): mail goes out (SMTP settings and PUBLIC_URL set), so forgot password and invitations are offered. */
  mail_enabled: z.boolean(),
});
export type PublicConfig = Json<typeof publicConfigResponse>;
export type SocialNetwork = keyof PublicConfig['social_links'];
