/** Invitations (issue 26 item 3, limited in issue 43). Guarded by the admin group; 404 while the server sends no mail. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/fields.js';
import { messageResponse } from '../../../contracts/items.js';
import { adminOf } from '../../plugins/auth.js';
import { mailOnly } from '../mail/mailer.js';
import { resendInvitation } from './service.js';

export const adminInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/users/:id/invitation',
    {
      onRequest: mailOnly(app),
      schema: {
        tags: ['users', 'mail'],
        summary:
          'Addition (issue 26): e-mail a student who has not chosen a password yet a new link to choose one (valid 7 days); ' +
          'earlier links stop working; the mail is queued (issue 43). 409 once the student has a password; 404 while mail is off; ' +
          '429 with Retry-After within a minute of the last invitation to the student, or past INVITATIONS_PER_ADMIN_PER_DAY.',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => resendInvitation(app.db, { mail: app.mail, config: app.config }, adminOf(request), request.params.id),
  );
};
