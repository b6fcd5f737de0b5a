import { z } from 'zod';
import { AVATAR_KEYS, BIO_MAX_LENGTH, LOCALES } from './constants.js';
import {
  optionalMultilineText,
  optionalPassword,
  optionalText,
  pathId,
  requiredEmail,
  requiredPassword,
  requiredText,
} from './fields.js';
import { awardItem, publicAwardItem } from './achievements.js';
import { courseItem } from './courses.js';
import { answerMessage, count, isoTimestamp, publicUserItem, recordId, type Json } from './items.js';
import { VALIDATION } from './form-messages.js';
import { searchTermProblem } from './name-search.js';
import { pageMeta, pageQuery, publicPageQuery } from './paging.js';
import { skillItem } from './skills.js';
import { normaliseSocial, socialMessage, type SocialField } from './social.js';
import { submissionItem } from './submissions.js';

/** `null` is the default image; "default" from a form means the same. */
export const avatarField = z
  .union([z.enum(AVATAR_KEYS as [string, ...string[]]), z.literal('default'), z.null()], {
    error: VALIDATION.avatarUnknown,
  })
  .transform((avatar) => (avatar === 'default' ? null : avatar));

/** A social link: a handle or a link of the field's network, kept as the full link (social.ts). */
const socialField = (field: SocialField) =>
  optionalText().transform((value, ctx) => {
    if (value === null) return null;
    const stored = normaliseSocial(field, value);
    if (stored === null) ctx.addIssue({ code: 'custom', message: socialMessage(field), input: value });
    return stored;
  });

/** Social links and the bio: the profile fields a student and an admin both edit. */
export const profileFields = {
  telegram_username: socialField('telegram_username'),
  facebook: socialField('facebook'),
  twitter: socialField('twitter'),
  linkedin: socialField('linkedin'),
  youtube: socialField('youtube'),
  github: socialField('github'),
  website: socialField('website'),
  bio: optionalMultilineText(BIO_MAX_LENGTH, VALIDATION.bioTooLong),
  title: optionalText(),
};

const userFields = { name: requiredText(), email: requiredEmail(), ...profileFields, avatar: avatarField.optional() };

export const userCreateSchema = z.object({ ...userFields, password: requiredPassword() });
export const userUpdateSchema = z.object({ ...userFields, password: optionalPassword() });
export type UserCreateInput = z.output<typeof userCreateSchema>;
export type UserUpdateInput = z.output<typeof userUpdateSchema>;

/** The student's own profile form: e-mail is read-only and ignored if sent. */
export const profileUpdateSchema = z.object({
  name: requiredText(),
  password: optionalPassword(),
  ...profileFields,
  hide_from_search_engines: z
    .boolean({ error: VALIDATION.trueOrFalse })
    .optional()
    .meta({ description: 'Addition (issue 26): leave the profile out of search engines (noindex, no sitemap); absent keeps it' }),
  locale: z.enum(LOCALES, { error: VALIDATION.locale }).optional().meta({
    description:
      'Addition (issue 47): the language the student chose, en or ar; the password and invitation mails are written in it. Absent keeps the stored one',
  }),
  notify_by_mail: z.boolean({ error: VALIDATION.trueOrFalse }).optional().meta({
    description:
      'Addition (issue 48): mail the student when staff revoke an achievement or remove a submission of theirs; absent keeps it',
  }),
});
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;

export const avatarUpdateSchema = z.object({ avatar: avatarField });
export type AvatarUpdateInput = z.output<typeof avatarUpdateSchema>;

/** Social links and the bio as answers show them (null when not given). */
const profileLinks = {
  bio: z.string().nullable(),
  telegram_username: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  youtube: z.string().nullable(),
  github: z.string().nullable().meta({ description: 'Addition (issue 25): https://github.com/<user>' }),
  website: z.string().nullable().meta({ description: 'Addition (issue 25): an http(s) link' }),
};

/**
 * `GET /api/front/users`: the common public paging; `search` (addition, issue 25) keeps the
 * students whose name contains it, both folded (contracts/name-search.ts), blank meaning none;
 * `course_id` only the students enrolled in that course.
 */
export const publicUserListQuery = publicPageQuery.extend({
  search: z
    .string({ error: VALIDATION.search })
    .trim()
    .refine((term) => term === '' || searchTermProblem(term) === undefined, { error: VALIDATION.search })
    .transform((term) => term || undefined)
    .optional()
    .meta({
      description:
        'Addition: part of the name, 2 to 50 characters as a reader counts them once accents, Arabic letter forms, diacritics and the tatweel are folded away (contracts/name-search.ts)',
    }),
  course_id: pathId().optional().meta({ description: 'Addition: only the students enrolled in this course' }),
});
export type PublicUserListQuery = z.output<typeof publicUserListQuery>;

/** The users page: one page of developers in rank order, with `meta`. */
export const publicUserListResponse = z.object({
  users: z.array(publicUserItem.extend({ rank: count })),
  meta: pageMeta,
});
export type PublicUserListResponse = Json<typeof publicUserListResponse>;
export type RankedPublicUser = PublicUserListResponse['users'][number];

/** A profile as anyone sees it: never the e-mail, nor when the student saw an award. */
export const profileItem = publicUserItem
  .extend({
    ...profileLinks,
    /** null only for a user that no longer exists in the ranking (never in practice). */
    rank: count.nullable(),
    courses: z.array(courseItem),
    projects: z.array(submissionItem),
    achievements: z.array(publicAwardItem),
    skills: z.array(skillItem),
  })
  .meta({ id: 'Profile' });
export type Profile = Json<typeof profileItem>;

/** `GET /api/users/user/{id}`: the profile and, beside it, its earned achievements. */
export const publicProfileResponse = z.object({ user: profileItem, achievements: z.array(publicAwardItem) });
export type PublicProfileResponse = Json<typeof publicProfileResponse>;

/** The signed-in student's own profile: the e-mail, and awards with read_at. */
export const ownProfileItem = profileItem
  .extend({
    email: z.string(),
    achievements: z.array(awardItem),
    hide_from_search_engines: z.boolean().meta({ description: 'Addition (issue 26): the profile is kept out of search engines' }),
    locale: z.enum(LOCALES).nullable().meta({
      description:
        'Addition (issue 47): the language the student last chose, en or ar; null until they choose one (the mails are then in English). Never on the public profile',
    }),
    notify_by_mail: z.boolean().meta({
      description:
        'Addition (issue 48): the student is mailed when staff revoke an achievement or remove a submission of theirs (true until turned off). Never on the public profile',
    }),
    first_steps_dismissed: z.boolean().meta({
      description:
        'Addition (issue 50): the student closed the first-steps checklist of their own profile (POST /api/user/first-steps/dismiss). Never on the public profile',
    }),
  })
  .meta({ id: 'OwnProfile' });
export type OwnProfile = Json<typeof ownProfileItem>;

export const meResponse = z.object({ user: ownProfileItem });

/** `POST /api/user/first-steps/dismiss`: the message and the stored choice. */
export const firstStepsDismissedResponse = z.object({ ...answerMessage, first_steps_dismissed: z.literal(true) });
export type FirstStepsDismissedResponse = Json<typeof firstStepsDismissedResponse>;
export type MeResponse = Json<typeof meResponse>;

/** Profile and avatar edits: the message and the profile as saved. */
export const ownProfileSavedResponse = z.object({ ...answerMessage, user: ownProfileItem });
export type OwnProfileSavedResponse = Json<typeof ownProfileSavedResponse>;

/** A row of the admin users table. */
export const adminUserItem = publicUserItem
  .extend({
    ...profileLinks,
    email: z.string(),
    rank: count.nullable().meta({ description: 'null for a suspended student: suspended students are not ranked' }),
    suspended_at: isoTimestamp
      .nullable()
      .meta({ description: 'Addition (issue 14): when the student was suspended; null if not' }),
    suspension_reason: z.string().nullable(),
    enrolled_courses: z.array(z.object({ id: recordId, title: z.string(), price: z.number(), got_discount: z.boolean() })),
    achievements: z.array(z.object({ id: recordId, name: z.string(), manual: z.union([z.literal(0), z.literal(1)]) })),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = Json<typeof adminUserItem>;
export type EnrolledCourse = AdminUser['enrolled_courses'][number];

export const adminUserListResponse = z.object({ users: z.array(adminUserItem), meta: pageMeta.optional() });
export type AdminUserListResponse = Json<typeof adminUserListResponse>;

/** Add and edit (admin): the saved user and the message. */
export const adminUserSavedResponse = z.object({ user: adminUserItem, ...answerMessage });
export type AdminUserSavedResponse = Json<typeof adminUserSavedResponse>;

/** Columns the admin users table sorts by on the server (its default: newest first, by id). */
export const USER_SORTS = ['total_points', 'created_at'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/**
 * Admin users table: the common paging; `search` matching part of the name or of the e-mail (any
 * letter case, accents as typed); `sort` by points (rank order, reversed for `asc`) or join date,
 * in `dir` (default `desc`), ties broken by id.
 */
export const userListQuerySchema = pageQuery.extend({
  search: optionalText().transform((value) => value ?? undefined),
  sort: z.enum(USER_SORTS, { error: VALIDATION.userSort }).optional(),
  dir: z.enum(['asc', 'desc'], { error: VALIDATION.sortDirection }).optional(),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/**
 * `GET /api/user/standing` (addition, issue 25): the signed-in student's place. `points_to_pass`:
 * how many more points put them ahead of the student just above (that student's points - theirs
 * + 1, since an equal total ranks whoever reached it first); null at rank 1. `rank` and
 * `points_to_pass` are null for a student who is not ranked (suspended).
 */
export const standingResponse = z.object({
  rank: count.nullable(),
  total_points: count,
  points_to_pass: count.nullable(),
});
export type StandingResponse = Json<typeof standingResponse>;
