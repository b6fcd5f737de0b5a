/**
 * The unsubscribe link of a notification mail (issue 48; the page: mail-links.ts `unsubscribe`):
 * the page posts the link's token in the JSON body, and a live one turns the student's
 * notification mail off.
 */
import { z } from 'zod';
import { VALIDATION } from './form-messages.js';

export const unsubscribeSchema = z.object({
  token: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }).max(200, { error: VALIDATION.tooLong }),
});
export type UnsubscribeInput = z.input<typeof unsubscribeSchema>;
