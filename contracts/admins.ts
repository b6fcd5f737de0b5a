import { z } from 'zod';
import { flag, optionalPassword, requiredEmail, requiredPassword, requiredText } from './fields.js';
import { answerMessage, isoTimestamp, recordId, type Json } from './items.js';

const adminFields = {
  name: requiredText(),
  email: requiredEmail(),
  is_super: flag().optional(),
};

export const adminCreateSchema = z.object({ ...adminFields, password: requiredPassword() });
export const adminUpdateSchema = z.object({ ...adminFields, password: optionalPassword() });
export type AdminCreateInput = z.output<typeof adminCreateSchema>;
export type AdminUpdateInput = z.output<typeof adminUpdateSchema>;

export const adminItem = z
  .object({ id: recordId, name: z.string(), email: z.string(), is_super: z.boolean(), created_at: isoTimestamp })
  .meta({ id: 'Admin' });
export type Admin = Json<typeof adminItem>;

export const adminListResponse = z.object({ admins: z.array(adminItem) });

/**
 * `GET /api/admin/me`: the signed-in admin (the top bar shows the name) and the academy's time
 * zone (TZ), in which the admin area shows every time and reads every date filter.
 */
export const adminMeResponse = z.object({
  admin: adminItem,
  time_zone: z.string().meta({ description: "The academy's IANA time zone (TZ), e.g. Africa/Cairo" }),
});
export type AdminMeResponse = Json<typeof adminMeResponse>;
export type AdminListResponse = Json<typeof adminListResponse>;

export const adminAddedResponse = z.object({ admin: adminItem, ...answerMessage });
export type AdminAddedResponse = Json<typeof adminAddedResponse>;
