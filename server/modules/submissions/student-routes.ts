/** The student's own projects: list, add, edit the URL (no delete: spec section 4). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/fields.js';
import { pageQuery } from '../../../contracts/paging.js';
import { studentSubmissionAddSchema, studentSubmissionUpdateSchema } from '../../../contracts/submissions.js';
import { principalId } from '../../plugins/auth.js';
import { enrolledCourses } from '../courses/queries.js';
import { addSubmission, courseProjectsForStudent, studentSubmissions, updateSubmissionUrl } from './service.js';

export const studentSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['submissions'];
  const security = [{ bearer: [] }];

  app.get('/api/front/enrolled-courses', { schema: { tags, security, summary: "The student's courses" } }, async (request) => ({
    courses: await enrolledCourses(app.db, principalId(request)),
  }));

  app.get(
    '/api/front/course/:id/projects',
    {
      schema: {
        tags,
        security,
        summary: 'Projects of an enrolled course not yet submitted (403 when not enrolled)',
        params: idParams,
      },
    },
    async (request) => courseProjectsForStudent(app.db, principalId(request), request.params.id),
  );

  app.get(
    '/api/front/user-projects',
    {
      schema: {
        tags,
        security,
        summary: "The student's submissions, newest first (optional page/per_page add meta: addition)",
        querystring: pageQuery,
      },
    },
    async (request) => studentSubmissions(app.db, principalId(request), request.query),
  );

  app.post(
    '/api/front/user-projects',
    { schema: { tags, security, summary: 'Submit a project of an enrolled course (201)', body: studentSubmissionAddSchema } },
    async (request, reply) =>
      reply.status(201).send(await addSubmission(app.db, 'student', { ...request.body, user_id: principalId(request) })),
  );

  app.put(
    '/api/front/user-projects/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit the URL of one of my submissions',
        params: idParams,
        body: studentSubmissionUpdateSchema,
      },
    },
    async (request) =>
      updateSubmissionUrl(app.db, { id: request.params.id, user_id: principalId(request), url: request.body.url }),
  );
};
