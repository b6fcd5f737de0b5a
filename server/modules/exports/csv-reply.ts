/** How the admin area sends a CSV file: the answer schema, the download headers and the dated name. */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const csvAnswer = z.string().meta({ description: 'CSV text (UTF-8, CRLF lines, a header row)' });

/** `<name>-YYYY-MM-DD.csv`, today on the academy's calendar, as the admin area dates everything. */
export function datedCsvName(name: string, timeZone: string) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  return `${name}-${day}.csv`;
}

/** A CSV download; a stream goes out as it is read (Fastify pipes streams past the serializer). */
export const sendCsv = (reply: FastifyReply, fileName: string, body: string | Readable) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
