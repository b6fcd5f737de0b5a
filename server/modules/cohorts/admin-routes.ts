/** Cohort import and CSV exports (issue 14 items 1 and 4). Guarded by the admin group. */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXPORTS,
  IMPORT_MAX_ROWS,
  importConfirmSchema,
  importPreviewResponse,
  importRequestSchema,
} from '../../../contracts/cohorts.js';
import { jobStartedResponse } from '../../../contracts/jobs.js';
import { actorOf } from '../audit/record.js';
import { paymentListQuery } from '../../../contracts/payments.js';
import { exportCsv, exportPaymentsCsv } from './export.js';
import { confirmImport, importTemplate, previewImport } from './service.js';

/** A 2 MB file may grow in JSON (escaped quotes and line breaks): up to 8 MB reaches the 422 on `csv`. */
export const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

const csvAnswer = z.string().meta({ description: 'CSV text (UTF-8, CRLF lines, a header row)' });
/** Today's date (YYYY-MM-DD) on the academy's calendar, as the admin area dates everything. */
const today = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** A CSV download; a stream goes out as it is read (Fastify pipes streams past the serializer). */
const sendCsv = (reply: FastifyReply, name: string, body: string | Readable) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(body);

export const adminCohortRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cohorts'];
  const format =
    `JSON {csv, update_passwords}: csv is the file's text (at most 2 MB, ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows), ` +
    'columns name, email, password (optional), courses (optional: "Title:price[:discount];..."). See docs/api.md.';

  app.post(
    '/api/admin/import/users/preview',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Addition: preview a cohort CSV: each row to create, update or enroll, or its errors; writes nothing',
        description: format,
        body: importRequestSchema,
        response: { 200: importPreviewResponse },
      },
    },
    async (request) => previewImport(app.db, request.body),
  );

  app.post(
    '/api/admin/import/users',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Addition: import a previewed cohort CSV in one transaction (all rows or none), as a job',
        description:
          `${format} With preview_id from the preview. Answers 202 with a job at once (422 for a body refused on its face); ` +
          'GET /api/admin/jobs/{id} gives its progress (stage hashing: passwords hashed of total) and, once finished, ' +
          'the ImportResult as `result`, with the generated passwords of new students; or its refusal as `error`: ' +
          '409 when the data changed since the preview (preview again), 422 when a row has errors.',
        body: importConfirmSchema,
        response: { 202: jobStartedResponse },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(app.db, request);
      const started = await app.jobs.start('import', actor.id, (job) => confirmImport(app.db, actor, request.body, job));
      return reply.status(202).send(started);
    },
  );

  app.get(
    '/api/admin/import/users/template.csv',
    {
      schema: {
        tags,
        summary: "Addition: the cohort CSV template, naming the academy's own courses",
        response: { 200: csvAnswer },
      },
    },
    async (_request, reply) => sendCsv(reply, 'students-template.csv', await importTemplate(app.db)),
  );

  for (const name of EXPORTS) {
    app.get(
      `/api/admin/export/${name}.csv`,
      {
        schema: {
          tags,
          summary: `Addition: every ${name === 'users' ? 'user (with points, rank and courses)' : name.slice(0, -1)} as CSV, streamed`,
          response: { 200: csvAnswer },
        },
      },
      async (_request, reply) => sendCsv(reply, `${name}-${today(app.config.timeZone)}.csv`, exportCsv(app.db, name)),
    );
  }

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
      sendCsv(reply, `payments-${today(app.config.timeZone)}.csv`, exportPaymentsCsv(app.db, app.config.timeZone, request.query)),
  );
};
