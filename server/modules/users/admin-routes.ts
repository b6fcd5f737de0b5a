/** User accounts management (docs/product.md#admin-calls). Guarded by the admin group. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/fields.js';
import { messageResponse } from '../../../contracts/items.js';
import {
  adminUserListResponse,
  adminUserSavedResponse,
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '../../../contracts/users.js';
import { userDetailsResponse } from '../../../contracts/user-details.js';
import { userDetails } from './details.js';
import { adminOf } from '../../plugins/auth.js';
import * as service from './service.js';

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Users, newest first, with rank, enrolled courses and earned achievements',
        description:
          'Without parameters: every user. Addition: page / per_page (default 10) / search (part of the e-mail) ' +
          'return one page and add meta {total, page, per_page}.',
        querystring: userListQuerySchema,
        response: { 200: adminUserListResponse },
      },
    },
    async (request) => service.listAdminUsers(app.db, request.query),
  );

  app.get(
    '/api/admin/users/:id/details',
    {
      schema: {
        tags,
        summary:
          "A student's page: profile, figures and rank, enrollments with price, achievements, skills, submissions, latest sign-ins",
        description:
          'Addition (issue 14). Sign-ins: the latest 20 attempts whose password was checked, newest first. ' +
          'suspended_at / suspension_reason are null unless the student is suspended. 404 for an unknown id.',
        params: idParams,
        response: { 200: userDetailsResponse },
      },
    },
    async (request) => userDetails(app.db, request.params.id),
  );

  app.post(
    '/api/admin/user/add',
    { schema: { tags, summary: 'Add a user', body: userCreateSchema, response: { 201: adminUserSavedResponse } } },
    async (request, reply) => reply.status(201).send(await service.addUser(app.db, request.body, adminOf(request))),
  );

  app.put(
    '/api/admin/user/update/:id',
    {
      schema: {
        tags,
        summary: 'Edit a user (blank password keeps the current one)',
        params: idParams,
        body: userUpdateSchema,
        response: { 200: adminUserSavedResponse },
      },
    },
    async (request) => service.updateUser(app.db, request.params.id, request.body, adminOf(request)),
  );

  app.delete(
    '/api/admin/user/delete/:id',
    {
      schema: {
        tags,
        summary: "Delete a user with the user's enrollments, submissions, achievements, skills and tokens",
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => service.deleteUser(app.db, request.params.id, adminOf(request)),
  );
};
