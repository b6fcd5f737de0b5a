/** Admin management of courses (docs/product.md#admin-calls). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseListResponse, courseSavedResponse, courseSchema } from '../../../contracts/courses.js';
import { idParams } from '../../../contracts/fields.js';
import { messageResponse } from '../../../contracts/items.js';
import { adminOf } from '../../plugins/auth.js';
import { addCourse, deleteCourse, listCourses, setCourseArchived, updateCourse } from './service.js';

export const adminCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['courses'];

  app.get('/api/admin/courses', { schema: { tags, summary: 'Every course', response: { 200: courseListResponse } } }, async () =>
    listCourses(app.db),
  );

  app.post(
    '/api/admin/course/add',
    { schema: { tags, summary: 'Add a course (201)', body: courseSchema, response: { 201: courseSavedResponse } } },
    async (request, reply) => reply.status(201).send(await addCourse(app.db, request.body, adminOf(request))),
  );

  app.put(
    '/api/admin/course/update/:id',
    {
      schema: { tags, summary: 'Edit a course', params: idParams, body: courseSchema, response: { 200: courseSavedResponse } },
    },
    async (request) => updateCourse(app.db, request.params.id, request.body, adminOf(request)),
  );

  app.delete(
    '/api/admin/course/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a course (409 while users are enrolled or it has projects)',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => deleteCourse(app.db, request.params.id, adminOf(request)),
  );

  for (const [verb, archive] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `/api/admin/course/${verb}/:id`,
      {
        schema: {
          tags,
          summary: archive
            ? 'Archive a course (addition): out of the catalogue, no new enrollments or submissions, points kept'
            : 'Unarchive a course (addition): back in the catalogue with the projects that were open',
          params: idParams,
          response: { 200: courseSavedResponse },
        },
      },
      async (request) => setCourseArchived(app.db, request.params.id, archive, adminOf(request)),
    );
  }
};
