/** CSV exports (issue 14 item 4), streamed. Guarded by the admin group. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ExportName } from '../../../contracts/exports.js';
import { paymentListQuery } from '../../../contracts/payments.js';
import { csvAnswer, datedCsvName, sendCsv } from './csv-reply.js';
import { exportCsv, exportPaymentsCsv } from './service.js';

export const adminExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exports'];
  const schema = (summary: string) => ({ tags, summary: `Addition: ${summary} as CSV, streamed`, response: { 200: csvAnswer } });
  const academyExport = (name: ExportName) => async (_request: unknown, reply: FastifyReply) =>
    sendCsv(reply, datedCsvName(name, app.config.timeZone), exportCsv(app.db, name));

  app.get(
    '/api/admin/export/users.csv',
    { schema: schema('every user (with points, rank and courses)') },
    academyExport('users'),
  );
  app.get('/api/admin/export/enrollments.csv', { schema: schema('every enrollment') }, academyExport('enrollments'));
  app.get('/api/admin/export/submissions.csv', { schema: schema('every submission') }, academyExport('submissions'));

  app.get(
    '/api/admin/export/payments.csv',
    {
      schema: {
        tags: [...tags, 'payments'],
        summary: 'Addition: the payments ledger as CSV, streamed, with the filters of GET /api/admin/payments (paging ignored)',
        querystring: paymentListQuery,
        response: { 200: csvAnswer },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        datedCsvName('payments', app.config.timeZone),
        exportPaymentsCsv(app.db, app.config.timeZone, request.query),
      ),
  );
};
