import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { found } from '../../http-errors.js';
import { principalId } from '../../plugins/auth.js';
import { rankOf } from '../progress/rank.js';
import { findUser } from './queries.js';

export const studentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/me', { schema: { tags: ['student'], summary: 'The signed-in student' } }, async (request) => {
    const user = found(await findUser(app.db, principalId(request)), 'User Not Found');
    return { user: { ...user, rank: await rankOf(app.db, user.id) } };
  });
};
