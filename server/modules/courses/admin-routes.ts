/** Admin management of courses (spec section 7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseListResponse, courseSavedResponse, courseSchema } from '../../../contracts/courses.js';
import { idParams } from '../../../contracts/fields.js';
import { messageResponse } from '../../../contracts/items.js';
import { addCourse, deleteCourse, listCourses, updateCourse } from './service.js';

export const adminCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['courses'];

  app.get('/api/admin/courses', { schema: { tags, summary: 'Every course', response: { 200: courseListResponse } } }, async () =>
    listCourses(app.db),
  );

  app.post(
    '/api/admin/course/add',
    { schema: { tags, summary: 'Add a course (201)', body: courseSchema, response: { 201: courseSavedResponse } } },
    async (request, reply) => reply.status(201).send(await addCourse(app.db, request.body)),
  );

  app.put(
    '/api/admin/course/update/:id',
    {
      schema: { tags, summary: 'Edit a course', params: idParams, body: courseSchema, response: { 200: courseSavedResponse } },
    },
    async (request) => updateCourse(app.db, request.params.id, request.body),
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
    async (request) => deleteCourse(app.db, request.params.id),
  );
};
