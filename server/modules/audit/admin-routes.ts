/** The Audit Log (issue 14 item 5): every admin write, newest first. Guarded by the admin group. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditFacetsResponse, auditListQuery, auditListResponse } from '../../../contracts/audit.js';
import { auditFacets, listAuditLog } from './service.js';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['audit'];

  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags,
        summary: 'Addition: the audit trail, newest first, always one page (10 by default) with meta',
        description:
          'Filters: search (part of the summary or the admin name), admin_id, entity, action, from / to ' +
          "(YYYY-MM-DD, both included, in the academy's time zone). Each entry: who, what, which record, before -> after, when.",
        querystring: auditListQuery,
        response: { 200: auditListResponse },
      },
    },
    async (request) => listAuditLog(app.db, app.config.timeZone, request.query),
  );

  app.get(
    '/api/admin/audit-log/facets',
    {
      schema: {
        tags,
        summary: "Addition: the Audit Log's filter choices: current admins, and the entities and actions the log holds",
        response: { 200: auditFacetsResponse },
      },
    },
    async () => auditFacets(app.db),
  );
};
