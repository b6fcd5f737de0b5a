/** The payments ledger, corrections and revenue for the dashboard (issue 14 item 3). Guarded by the admin group. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  correctionResponse,
  correctionSchema,
  paymentListQuery,
  paymentListResponse,
  revenueQuery,
  revenueResponse,
} from '../../../contracts/payments.js';
import { adminOf } from '../../plugins/auth.js';
import * as service from './service.js';

export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];

  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags,
        summary: 'Every payment, refund and correction, newest first, with the totals of the filtered lines (EGP)',
        description:
          'Filters: course_id, kind, from / to (dates, both included, in the academy time zone TZ), search (part of the ' +
          "student's name or e-mail, as the Users table). Without page / per_page every line; with either, one page (default 25) " +
          'and meta {total, page, per_page}. totals cover every filtered line: net = payments - refunds + corrections.',
        querystring: paymentListQuery,
        response: { 200: paymentListResponse },
      },
    },
    async (request) => service.listPayments(app.db, app.config.timeZone, request.query),
  );

  app.post(
    '/api/admin/payments/correction',
    {
      schema: {
        tags,
        summary: "Record a correction (signed EGP, a note required) for a student's course: the ledger is never rewritten",
        body: correctionSchema,
        response: { 201: correctionResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await service.addCorrection(app.db, adminOf(request), request.body)),
  );

  app.get(
    '/api/admin/stats/revenue',
    {
      schema: {
        tags: ['stats', ...tags],
        summary: 'Revenue by course (all time) and by month (from..to, YYYY-MM; default the last 12) in the academy time zone',
        querystring: revenueQuery,
        response: { 200: revenueResponse },
      },
    },
    async (request) => service.revenue(app.db, app.config.timeZone, request.query),
  );
};
