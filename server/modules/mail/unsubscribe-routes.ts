/**
 * The unsubscribe route (issue 48), public. Registered by the sign-in routes (auth/routes.ts), whose
 * limiter counts its dead tokens with the password links' (per client address).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../contracts/items.js';
import { unsubscribeSchema } from '../../../contracts/unsubscribe.js';
import { unsubscribe } from './unsubscribe.js';

export type UnsubscribeRouteOptions = { countDeadLink: (address: string) => Promise<void> };

export const unsubscribeRoutes: FastifyPluginAsyncZod<UnsubscribeRouteOptions> = async (app, { countDeadLink }) => {
  // The token goes in the body: the page's address has it in its query, which the request logs drop.
  app.post(
    '/api/front/unsubscribe',
    {
      schema: {
        tags: ['mail'],
        summary:
          "Addition (public, issue 48): a notification mail's unsubscribe token turns that student's notification mail off " +
          '(notify_by_mail false); it signs nobody in and works again while it lives (365 days). 422 on token for an unknown ' +
          'or expired one, which changes nothing and counts among the dead links of the client address, as on the password ' +
          'link routes (429 past LOGIN_RATE_LIMIT * 3 an hour).',
        body: unsubscribeSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => unsubscribe(app.db, request.body, () => countDeadLink(request.ip)),
  );
};
