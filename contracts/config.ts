/** Public settings the web app reads at runtime (addition). */
import { z } from 'zod';
import type { Json } from './items.js';

export const publicConfigResponse = z.object({ buy_course_url: z.string() });
export type PublicConfig = Json<typeof publicConfigResponse>;
