import { z } from 'zod';
import { requiredId, requiredNumber, requiredText, wholeNumber } from './fields.js';
import { courseItem } from './courses.js';
import { answerMessage, count, developerItem, isoTimestamp, recordId, type Json } from './items.js';
import { VALIDATION } from './form-messages.js';
import { pageMeta } from './paging.js';

export const projectSchema = z.object({
  name: requiredText(),
  course_id: requiredId(),
  points_value: requiredNumber().pipe(wholeNumber({ value: 0, message: VALIDATION.minZero })),
});
export type ProjectInput = z.output<typeof projectSchema>;

/** A project as every answer shows it: its course both as `course` and as `course_id`/`course_title`. */
export const projectItem = z
  .object({
    id: recordId,
    name: z.string(),
    course_id: recordId,
    course: z.object({ id: recordId, title: z.string() }),
    course_title: z.string(),
    points_value: count,
    users_count: count,
    created_at: isoTimestamp,
    archived_at: isoTimestamp.nullable().meta({
      description:
        'Addition: when the project itself was archived (null: not archived). An archived project, or one of an archived course, is out of the catalogue and takes no new submissions; points earned from it stay',
    }),
    course_archived: z
      .boolean()
      .meta({ description: "Addition: the project's course is archived (the project is then archived with it)" }),
  })
  .meta({ id: 'Project' });
export type Project = Json<typeof projectItem>;

export const projectListResponse = z.object({ projects: z.array(projectItem) });
export type ProjectListResponse = Json<typeof projectListResponse>;

export const projectSavedResponse = z.object({ project: projectItem, ...answerMessage });
export type ProjectSavedResponse = Json<typeof projectSavedResponse>;

const projectList = z.array(projectItem);
type ProjectGroups<Side> = Record<string, Side[]>;
const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Each group encoded on its own: zod drops a "__proto__" key from records, and a course may be titled that. */
const mapGroups = <From, To>(groups: ProjectGroups<From>, convert: (list: From[]) => To[]) =>
  Object.fromEntries(Object.entries(groups).map(([title, list]) => [title, convert(list)]));

/** `{"<course title>": [Project]}`, courses and projects in creation order. */
export const projectsByCourseTitle = z.codec(
  z
    .custom<ProjectGroups<Json<typeof projectItem>>>(isPlainObject)
    .meta({ type: 'object', additionalProperties: { type: 'array', items: { $ref: '#/components/schemas/Project' } } }),
  z.custom<ProjectGroups<z.output<typeof projectItem>>>(isPlainObject).meta({
    type: 'object',
    description: 'Projects grouped by course title',
    additionalProperties: { type: 'array', items: { $ref: '#/components/schemas/Project' } },
  }),
  {
    decode: (groups) => mapGroups(groups, (list) => z.decode(projectList, list)),
    encode: (groups) => mapGroups(groups, (list) => z.encode(projectList, list)),
  },
);
export const projectsByCourseResponse = z.object({ projects: projectsByCourseTitle });
export type ProjectsByCourseResponse = Json<typeof projectsByCourseResponse>;

/** Who completed a project, with the link and when. */
export const projectUserItem = developerItem.extend({ url: z.string(), completed_at: isoTimestamp });
export type ProjectUser = Json<typeof projectUserItem>;

/** A project page: the project with its whole course and one page of its users in completion order (`meta`). */
export const projectDetailResponse = z.object({
  project: projectItem.extend({ course: courseItem, users: z.array(projectUserItem) }),
  meta: pageMeta,
});
export type ProjectDetailResponse = Json<typeof projectDetailResponse>;
export type ProjectDetail = ProjectDetailResponse['project'];
