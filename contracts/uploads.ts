/** Image uploads (addition): where the stored file is served. */
import { z } from 'zod';
import type { Json } from './items.js';

export const uploadResponse = z.object({ url: z.string() });
export type UploadResponse = Json<typeof uploadResponse>;
