/** Settings (issue 14 item 9): super admins only; other admins get 403. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsResponse, settingsSavedResponse, settingsSchema } from '../../../contracts/settings.js';
import { adminOf } from '../../plugins/auth.js';
import { listSettings, saveSettings } from './service.js';

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];

  app.get(
    '/api/admin/settings',
    {
      schema: {
        tags,
        summary: 'The academy name, buy-course link and social links: saved values and environment defaults (super admin)',
        response: { 200: settingsResponse },
      },
    },
    async (request) => listSettings(app.db, app.config, adminOf(request)),
  );

  app.put(
    '/api/admin/settings',
    {
      schema: {
        tags,
        summary: "Save settings (super admin): '' or null clears a value (the environment's applies), a key left out stays",
        body: settingsSchema,
        response: { 200: settingsSavedResponse },
      },
    },
    async (request) => saveSettings(app.db, app.config, adminOf(request), request.body),
  );
};
