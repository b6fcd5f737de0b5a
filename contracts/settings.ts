/**
 * Settings (issue 14 item 9): the academy's name, the buy-course link and the footer's social
 * links, saved by a super admin. The environment (ACADEMY_NAME, BUY_COURSE_URL, SOCIAL_*) gives
 * the defaults; a saved value wins until it is cleared. The rules are the environment's own
 * (server/config.ts uses them too), worded for a form here.
 */
import { z } from 'zod';
import { withoutInvisibleControls } from './fields.js';
import { answerMessage, isoTimestamp, type Json } from './items.js';
import { VALIDATION } from './form-messages.js';
import { SETTINGS } from './admin-messages.js';

export const ACADEMY_NAME_MAX_LENGTH = 60;
const MAX_URL_LENGTH = 2000;

/** The academy's name: cleaned of invisible controls (fields.ts) and trimmed, 1 to 60 characters. */
export const academyNameRule = (messages: { empty: string; tooLong: string }) =>
  z.string().overwrite(withoutInvisibleControls).trim().min(1, messages.empty).max(ACADEMY_NAME_MAX_LENGTH, messages.tooLong);

/** The buy-course link: an http:// or https:// address (it is the homepage's "Buy A Course" link). */
export const buyCourseUrlRule = (message: string) => z.url({ protocol: /^https?$/, error: message }).max(MAX_URL_LENGTH, message);

/** One of the academy's social pages: an https:// address on a domain name. */
export const socialPageRule = (message: string) =>
  z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: message }).max(MAX_URL_LENGTH, message);

/** What can be saved, named after its environment variable (SOCIAL_X is `social_x`). */
export const SETTING_KEYS = [
  'academy_name',
  'buy_course_url',
  'social_facebook',
  'social_x',
  'social_linkedin',
  'social_youtube',
  'social_github',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** What the Settings screen and the Audit Log call each setting. */
export const SETTING_LABELS: Record<SettingKey, string> = {
  academy_name: 'Academy Name',
  buy_course_url: 'Buy-Course Link',
  social_facebook: 'Facebook Page',
  social_x: 'X (Twitter) Page',
  social_linkedin: 'LinkedIn Page',
  social_youtube: 'YouTube Channel',
  social_github: 'GitHub Page',
};

/** The environment variable that gives each setting's default. */
export const SETTING_ENV: Record<SettingKey, string> = {
  academy_name: 'ACADEMY_NAME',
  buy_course_url: 'BUY_COURSE_URL',
  social_facebook: 'SOCIAL_FACEBOOK',
  social_x: 'SOCIAL_X',
  social_linkedin: 'SOCIAL_LINKEDIN',
  social_youtube: 'SOCIAL_YOUTUBE',
  social_github: 'SOCIAL_GITHUB',
};

const academyName = academyNameRule({ empty: VALIDATION.required, tooLong: SETTINGS.academyNameTooLong });
const buyCourseUrl = buyCourseUrlRule(SETTINGS.buyCourseUrl);
const socialPage = socialPageRule(SETTINGS.socialUrl);

/**
 * One value of the form: a single line, cleaned of invisible controls and trimmed, that follows
 * `rule`; '' or null (or nothing left once cleaned) clears the saved value (back to the
 * environment's default); left out, it stays as it is.
 */
const settingValue = (rule: z.ZodType<string>) =>
  z
    .string({ error: VALIDATION.text })
    .overwrite(withoutInvisibleControls)
    .trim()
    .max(MAX_URL_LENGTH, { error: VALIDATION.tooLong })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value ? value : null))
    .superRefine((value, context) => {
      if (!value) return;
      const checked = rule.safeParse(value);
      if (!checked.success) context.addIssue({ code: 'custom', message: checked.error.issues[0].message });
    });

/** `PUT /api/admin/settings`: the values to save; '' or null = back to the environment's default. */
export const settingsSchema = z.object({
  academy_name: settingValue(academyName),
  buy_course_url: settingValue(buyCourseUrl),
  social_facebook: settingValue(socialPage),
  social_x: settingValue(socialPage),
  social_linkedin: settingValue(socialPage),
  social_youtube: settingValue(socialPage),
  social_github: settingValue(socialPage),
});
export type SettingsInput = z.output<typeof settingsSchema>;

/** One setting: the saved value (null: none, the default applies), the environment's default, and who saved it when. */
export const settingItem = z
  .object({
    key: z.enum(SETTING_KEYS),
    env: z.string().meta({ description: 'The environment variable that gives the default' }),
    value: z.string().nullable().meta({ description: 'The saved value; null when none is saved and the default applies' }),
    default: z.string().nullable().meta({ description: "The environment's value (null: not set)" }),
    updated_at: isoTimestamp.nullable(),
    updated_by: z.string().nullable().meta({ description: 'The name of the admin who saved the value' }),
  })
  .meta({ id: 'Setting' });
export type Setting = Json<typeof settingItem>;

export const settingsResponse = z.object({ settings: z.array(settingItem) });
export type SettingsResponse = Json<typeof settingsResponse>;

export const settingsSavedResponse = settingsResponse.extend(answerMessage);
export type SettingsSavedResponse = Json<typeof settingsSavedResponse>;
