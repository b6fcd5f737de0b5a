/** The signed-in student's own skills. Guarded by the student group. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { skillListResponse, userSkillsSavedResponse, userSkillsSchema } from '../../../contracts/skills.js';
import { principalOf } from '../../plugins/auth.js';
import { setUserSkills, userSkills } from './service.js';

export const studentSkillRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['skills'];

  app.get(
    '/api/front/user-skills',
    { schema: { tags, summary: "The student's skills", response: { 200: skillListResponse } } },
    async (request) => userSkills(app.db, principalOf(request).id),
  );

  app.put(
    '/api/front/user-skills',
    {
      schema: {
        tags,
        summary: "Replace the student's skills with skill_ids",
        body: userSkillsSchema,
        response: { 200: userSkillsSavedResponse },
      },
    },
    async (request) => setUserSkills(app.db, principalOf(request).id, request.body.skill_ids),
  );
};
