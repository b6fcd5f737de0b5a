import { z } from 'zod';
import { MAX_LONG_TEXT_LENGTH } from './constants.js';
import { optionalMultilineText, optionalText, requiredText } from './fields.js';
import { answerMessage, count, developerItem, isoTimestamp, recordId, type Json } from './items.js';
import { VALIDATION } from './form-messages.js';
import { pageMeta, publicPageQuery } from './paging.js';

/** An image is an uploaded file (served under /uploads/) or an https URL. */
export const imageField = optionalText(2048).refine(
  (image) => image === null || /^https:\/\/\S+$/i.test(image) || /^\/uploads\/[\w.-]+$/.test(image),
  { error: VALIDATION.imageUrl },
);

export const courseSchema = z.object({
  title: requiredText(),
  description: optionalMultilineText(MAX_LONG_TEXT_LENGTH),
  image: imageField,
  link: optionalText(2048).refine((link) => link === null || /^https?:\/\/\S+$/i.test(link), {
    error: VALIDATION.linkUrl,
  }),
});
export type CourseInput = z.output<typeof courseSchema>;

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
    archived_at: isoTimestamp.nullable().meta({
      description:
        'Addition: when the course was archived (null: active). An archived course is out of the catalogue and takes no new enrollments or submissions; its page and points stay',
    }),
  })
  .meta({ id: 'Course' });
export type Course = Json<typeof courseItem>;

export const courseListResponse = z.object({ courses: z.array(courseItem) });
export type CourseListResponse = Json<typeof courseListResponse>;

/** Add and edit: the saved course and the message. */
export const courseSavedResponse = z.object({ course: courseItem, ...answerMessage });
export type CourseSavedResponse = Json<typeof courseSavedResponse>;

/** The groups of a course page: A to Z, then '#' for names that start with anything else. */
// prettier-ignore
export const COURSE_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z', '#'] as const;
export type CourseLetter = (typeof COURSE_LETTERS)[number];

/** `GET /api/users/course/{id}`: one page (`page`, `per_page` up to 100, default 24) and, optionally, one `letter`. */
export const courseUsersQuery = publicPageQuery.extend({
  letter: z
    .string({ error: VALIDATION.letter })
    .transform((letter) => letter.toUpperCase())
    .pipe(z.enum(COURSE_LETTERS, { error: VALIDATION.letter }))
    .optional()
    .meta({ description: "Addition: only the users listed under this letter (A-Z, or '#'; any case)" }),
});
export type CourseUsersQuery = z.output<typeof courseUsersQuery>;

/** A user of a course page, with the letter it is listed under. */
export const courseUserItem = developerItem
  .extend({
    letter: z.enum(COURSE_LETTERS).meta({
      description: "Addition: the group: the name's first letter without accents ('Émile' under E), '#' for any other start",
    }),
  })
  .meta({ id: 'CourseUser' });
export type CourseUser = Json<typeof courseUserItem>;

/**
 * A course page: the course, one page of its users (by letter, then name; `meta` says which page
 * of how many), and how many users each letter holds.
 */
/** A project on its course's page (addition, issue 25): what it is worth, and whether it still takes submissions. */
export const courseProjectItem = z
  .object({
    id: recordId,
    name: z.string(),
    points_value: count,
    archived_at: isoTimestamp.nullable().meta({ description: 'When the project itself was archived (null: not archived)' }),
  })
  .meta({ id: 'CourseProject' });
export type CourseProject = Json<typeof courseProjectItem>;

export const courseWithUsersResponse = z.object({
  course: courseItem,
  projects: z.array(courseProjectItem).meta({ description: 'Addition: every project of the course, in creation order' }),
  users: z.array(courseUserItem),
  letters: z
    .array(z.object({ letter: z.enum(COURSE_LETTERS), count }))
    .meta({ description: "Addition: every letter that has users, A to Z then '#', with how many users it has" }),
  meta: pageMeta,
});
export type CourseWithUsersResponse = Json<typeof courseWithUsersResponse>;
export type CourseLetterCount = CourseWithUsersResponse['letters'][number];
