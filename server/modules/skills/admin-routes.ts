/** Skills management (docs/product.md#admin-calls). Guarded by the admin group. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/fields.js';
import { messageResponse } from '../../../contracts/items.js';
import { skillListResponse, skillSavedResponse, skillSchema } from '../../../contracts/skills.js';
import { adminOf } from '../../plugins/auth.js';
import * as service from './service.js';

export const adminSkillRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['skills'];

  app.get(
    '/api/admin/skills',
    { schema: { tags, summary: 'All skills with users_count, sorted by id', response: { 200: skillListResponse } } },
    async () => service.listSkills(app.db),
  );

  app.post(
    '/api/admin/skills',
    { schema: { tags, summary: 'Add a skill', body: skillSchema, response: { 201: skillSavedResponse } } },
    async (request, reply) => reply.status(201).send(await service.addSkill(app.db, request.body.name, adminOf(request))),
  );

  app.put(
    '/api/admin/skills/:id',
    { schema: { tags, summary: 'Rename a skill', params: idParams, body: skillSchema, response: { 200: skillSavedResponse } } },
    async (request) => service.renameSkill(app.db, request.params.id, request.body.name, adminOf(request)),
  );

  app.delete(
    '/api/admin/skills/:id',
    {
      schema: {
        tags,
        summary: 'Delete a skill (refused with 409 while users have it)',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => service.deleteSkill(app.db, request.params.id, adminOf(request)),
  );
};
