/** Admin accounts management (docs/product.md#admin-calls). Guarded by the admin group. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAddedResponse,
  adminCreateSchema,
  adminListResponse,
  adminMeResponse,
  adminUpdateSchema,
} from '../../../contracts/admins.js';
import { idParams } from '../../../contracts/fields.js';
import { messageResponse } from '../../../contracts/items.js';
import { adminOf } from '../../plugins/auth.js';
import * as service from './service.js';

export const adminAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admins'];

  app.get(
    '/api/admin/admins',
    { schema: { tags, summary: 'All admins, sorted by id', response: { 200: adminListResponse } } },
    async () => service.listAdmins(app.db),
  );

  app.get(
    '/api/admin/me',
    {
      schema: { tags, summary: "Addition: the signed-in admin and the academy's time zone", response: { 200: adminMeResponse } },
    },
    async (request) => ({ ...(await service.me(app.db, adminOf(request).id)), time_zone: app.config.timeZone }),
  );

  app.post(
    '/api/admin/admin/add',
    {
      schema: {
        tags,
        summary: 'Add an admin (only a super admin may add a super admin)',
        body: adminCreateSchema,
        response: { 201: adminAddedResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await service.addAdmin(app.db, request.body, adminOf(request))),
  );

  app.put(
    '/api/admin/admin/update/:id',
    {
      schema: {
        tags,
        summary:
          'Edit an admin (blank password keeps the current one and a new one signs it out elsewhere; super admins only by a super admin)',
        params: idParams,
        body: adminUpdateSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => service.updateAdmin(app.db, request.params.id, request.body, adminOf(request)),
  );

  app.delete(
    '/api/admin/admin/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete an admin (never a super admin, never oneself); revokes its tokens',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => service.deleteAdmin(app.db, request.params.id, adminOf(request)),
  );
};
