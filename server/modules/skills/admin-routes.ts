/** Skills management (spec section 7, Admin). Guarded by the admin group. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/fields.js';
import { messageResponse } from '../../../contracts/items.js';
import { SKILLS } from '../../../contracts/messages.js';
import { skillListResponse, skillSavedResponse, skillSchema } from '../../../contracts/skills.js';
import { listSkillsById } from './queries.js';
import * as service from './service.js';

export const adminSkillRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['skills'];

  app.get(
    '/api/admin/skills',
    { schema: { tags, summary: 'All skills with users_count, sorted by id', response: { 200: skillListResponse } } },
    async () => ({
      skills: await listSkillsById(app.db),
    }),
  );

  app.post(
    '/api/admin/skills',
    { schema: { tags, summary: 'Add a skill', body: skillSchema, response: { 201: skillSavedResponse } } },
    async (request, reply) => {
      const skill = await service.addSkill(app.db, request.body.name);
      return reply.status(201).send({ skill, message: SKILLS.added });
    },
  );

  app.put(
    '/api/admin/skills/:id',
    { schema: { tags, summary: 'Rename a skill', params: idParams, body: skillSchema, response: { 200: skillSavedResponse } } },
    async (request) => ({
      skill: await service.renameSkill(app.db, request.params.id, request.body.name),
      message: SKILLS.updated,
    }),
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
    async (request) => {
      await service.deleteSkill(app.db, request.params.id);
      return { message: SKILLS.deleted };
    },
  );
};
