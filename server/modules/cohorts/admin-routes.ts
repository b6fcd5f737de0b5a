/** Cohort import (issue 14 item 1). Guarded by the admin group. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMPORT_MAX_ROWS, importConfirmSchema, importPreviewResponse, importRequestSchema } from '../../../contracts/cohorts.js';
import { jobStartedResponse } from '../../../contracts/jobs.js';
import { adminOf } from '../../plugins/auth.js';
import { csvAnswer, sendCsv } from '../exports/csv-reply.js';
import { confirmImport, importTemplate, previewImport, refuseImportOverInvitationLimit } from './service.js';

/** A 2 MB file may grow in JSON (escaped quotes and line breaks): up to 8 MB reaches the 422 on `csv`. */
export const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

export const adminCohortRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cohorts'];
  const format =
    `JSON {csv, update_passwords, invite}: csv is the file's text (at most 2 MB, ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows), ` +
    'columns name, email, password (optional), courses (optional: "Title:price[:discount];..."). ' +
    'invite (issue 26): new students without a password are e-mailed a link to choose one instead of a generated ' +
    'password (422 on invite while the server sends no mail). See docs/api.md.';

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
    async (request) => previewImport(app.db, request.body, app.mail),
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
          '409 when the data changed since the preview (preview again), 422 when a row has errors. ' +
          'With invite: 429 with Retry-After, before any job starts, when its invitations exceed what is left of ' +
          "the admin's INVITATIONS_PER_ADMIN_PER_DAY; the invitations are queued with the import (issue 43).",
        body: importConfirmSchema,
        response: { 202: jobStartedResponse },
      },
    },
    async (request, reply) => {
      const actor = adminOf(request);
      const mailing = { mail: app.mail, config: app.config };
      await refuseImportOverInvitationLimit(app.db, actor, request.body, mailing);
      const started = await app.jobs.start('import', actor.id, (job) => confirmImport(app.db, actor, request.body, mailing, job));
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
};
