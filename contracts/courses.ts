import { z } from 'zod';
import { MAX_LONG_TEXT_LENGTH } from './constants.js';
import { optionalText, requiredText } from './fields.js';
import { count, developerItem, isoTimestamp, recordId, type Json } from './items.js';
import { pageMeta } from './paging.js';

/** An image is an uploaded file (served under /uploads/) or an https URL. */
export const imageField = optionalText(2048).refine(
  (image) => image === null || /^https:\/\/\S+$/i.test(image) || /^\/uploads\/[\w.-]+$/.test(image),
  { error: 'Image Must Be An https:// URL Or An Uploaded File' },
);

export const courseSchema = z.object({
  title: requiredText(),
  description: optionalText(MAX_LONG_TEXT_LENGTH),
  image: imageField,
  link: optionalText(2048).refine((link) => link === null || /^https?:\/\/\S+$/i.test(link), {
    error: 'Link Must Start With http:// or https://',
  }),
});
export type CourseInput = z.input<typeof courseSchema>;

/** A course as every answer shows it. */
export const courseItem = z
  .object({
    id: recordId,
    title: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    link: z.string().nullable(),
    projects_count: count,
    users_count: count,
    created_at: isoTimestamp,
  })
  .meta({ id: 'Course' });
export type Course = Json<typeof courseItem>;

export const courseListResponse = z.object({ courses: z.array(courseItem) });
export type CourseListResponse = Json<typeof courseListResponse>;

/** Add and edit: the saved course and the message. */
export const courseSavedResponse = z.object({ course: courseItem, message: z.string() });
export type CourseSavedResponse = Json<typeof courseSavedResponse>;

/** A course page: the course and its users by name (one page with `meta` when paged). */
export const courseWithUsersResponse = z.object({
  course: courseItem,
  users: z.array(developerItem),
  meta: pageMeta.optional(),
});
export type CourseWithUsersResponse = Json<typeof courseWithUsersResponse>;
