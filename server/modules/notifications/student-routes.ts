/** The student's notifications: the bell's list and count, and marking them read (issue 48 item 4). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/fields.js';
import { notificationsQuery, notificationsReadResponse, notificationsResponse } from '../../../contracts/notifications.js';
import { principalOf } from '../../plugins/auth.js';
import { markAllRead, markOneRead, myNotifications } from './service.js';

export const studentNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.get(
    '/api/user/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first, with the unread count (addition)',
        description:
          'Always one page: 20 by default, per_page at most 100. Each is a kind and its params; the web app words it. Kept 180 days.',
        querystring: notificationsQuery,
        response: { 200: notificationsResponse },
      },
    },
    async (request) => myNotifications(app.db, principalOf(request).id, request.query),
  );

  app.post(
    '/api/user/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one of my notifications read (addition); an award also stops showing in the popup',
        params: idParams,
        response: { 200: notificationsReadResponse },
      },
    },
    async (request) => markOneRead(app.db, principalOf(request).id, request.params.id),
  );

  app.post(
    '/api/user/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark all my notifications read (addition); their awards also stop showing in the popup',
        response: { 200: notificationsReadResponse },
      },
    },
    async (request) => markAllRead(app.db, principalOf(request).id),
  );
};
