/** The student's own projects: list, add, edit the URL (no delete: docs/product.md#flows). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseListResponse } from '../../../contracts/courses.js';
import { idParams } from '../../../contracts/fields.js';
import { projectListResponse } from '../../../contracts/projects.js';
import { pageQuery } from '../../../contracts/paging.js';
import {
  studentSubmissionAddSchema,
  studentSubmissionUpdateSchema,
  submissionListResponse,
  submissionSavedResponse,
} from '../../../contracts/submissions.js';
import { submissionRemovalsResponse } from '../../../contracts/moderation.js';
import { principalOf } from '../../plugins/auth.js';
import { removalsOf } from './removals.js';
import { addSubmission, courseProjectsForStudent, studentCourses, studentSubmissions, updateSubmissionUrl } from './service.js';

export const studentSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['submissions'];

  app.get(
    '/api/front/enrolled-courses',
    { schema: { tags, summary: "The student's courses", response: { 200: courseListResponse } } },
    async (request) => studentCourses(app.db, principalOf(request).id),
  );

  app.get(
    '/api/front/course/:id/projects',
    {
      schema: {
        tags,
        summary: 'Projects of an enrolled course not yet submitted (403 when not enrolled)',
        params: idParams,
        response: { 200: projectListResponse },
      },
    },
    async (request) => courseProjectsForStudent(app.db, principalOf(request).id, request.params.id),
  );

  app.get(
    '/api/front/user-projects',
    {
      schema: {
        tags,
        summary: "The student's submissions, newest first (optional page/per_page add meta: addition)",
        response: { 200: submissionListResponse },
        querystring: pageQuery,
      },
    },
    async (request) => studentSubmissions(app.db, principalOf(request).id, request.query),
  );

  app.post(
    '/api/front/user-projects',
    {
      schema: {
        tags,
        summary: 'Submit a project of an enrolled course (201)',
        body: studentSubmissionAddSchema,
        response: { 201: submissionSavedResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addSubmission(app.db, 'student', { ...request.body, user_id: principalOf(request).id })),
  );

  app.put(
    '/api/front/user-projects/:id',
    {
      schema: {
        tags,
        summary: 'Edit the URL of one of my submissions',
        params: idParams,
        body: studentSubmissionUpdateSchema,
        response: { 200: submissionSavedResponse },
      },
    },
    async (request) =>
      updateSubmissionUrl(app.db, { id: request.params.id, user_id: principalOf(request).id, url: request.body.url }),
  );

  app.get(
    '/api/front/user-projects/removed',
    {
      schema: {
        tags: ['moderation'],
        summary: 'My submissions an admin removed, with the reason, latest first',
        description: 'Addition (issue 14). Shown in Manage Projects.',
        response: { 200: submissionRemovalsResponse },
      },
    },
    async (request) => removalsOf(app.db, principalOf(request).id),
  );
};
