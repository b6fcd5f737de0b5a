/** Admin management of courses (spec section 7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseSchema } from '../../../contracts/courses.js';
import { idParams } from '../../../contracts/fields.js';
import { listCourses } from './queries.js';
import { addCourse, deleteCourse, updateCourse } from './service.js';

export const adminCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['courses'];
  const security = [{ bearer: [] }];

  app.get('/api/admin/courses', { schema: { tags, security, summary: 'Every course' } }, async () => ({
    courses: await listCourses(app.db),
  }));

  app.post(
    '/api/admin/course/add',
    { schema: { tags, security, summary: 'Add a course (201)', body: courseSchema } },
    async (request, reply) => reply.status(201).send(await addCourse(app.db, request.body)),
  );

  app.put(
    '/api/admin/course/update/:id',
    { schema: { tags, security, summary: 'Edit a course', params: idParams, body: courseSchema } },
    async (request) => updateCourse(app.db, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/course/delete/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a course (409 while users are enrolled or it has projects)',
        params: idParams,
      },
    },
    async (request) => deleteCourse(app.db, request.params.id),
  );
};
