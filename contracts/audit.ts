/**
 * The audit trail (issue 14 item 5): who changed what, which record, before -> after, when.
 * `before`/`after` hold the record's fields as the API names them (never a password or its
 * hash: a new password shows as `password: 'changed'`); null when there was nothing (a creation's
 * before, a deletion's after).
 */
import { z } from 'zod';
import { optionalText, pathId } from './fields.js';
import { isoTimestamp, recordId, type Json } from './items.js';
import { AUDIT } from './admin-messages.js';
import { TABLE_PAGE_SIZES } from './constants.js';
import { pageMeta, pageQuery } from './paging.js';

/** Default page size of the Audit Log: 10, as every admin table (docs/product.md#constants). */
export const AUDIT_PER_PAGE = TABLE_PAGE_SIZES[0];

/** A query parameter: absent and '' mean "no filter". */
const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);
const calendarDate = z.iso.date({ error: AUDIT.date });
const word = (message: string) => z.string({ error: message }).regex(/^[a-z][a-z_]{0,39}$/, { error: message });

/**
 * Filters, all optional: `search` (part of the summary or the admin's name), `admin_id`,
 * `entity`, `action`, `from` / `to` (dates, both included, in the academy's time zone), and the
 * common paging (always one page: the log only grows).
 */
export const auditListQuery = pageQuery
  .extend({
    search: optionalText().transform((value) => value ?? undefined),
    admin_id: z.preprocess(blankIsAbsent, pathId().optional()),
    entity: z.preprocess(blankIsAbsent, word(AUDIT.entity).optional()),
    action: z.preprocess(blankIsAbsent, word(AUDIT.action).optional()),
    from: z.preprocess(blankIsAbsent, calendarDate.optional()),
    to: z.preprocess(blankIsAbsent, calendarDate.optional()),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: AUDIT.dateRange, path: ['to'] });
export type AuditListQuery = z.output<typeof auditListQuery>;
export type AuditListParams = z.input<typeof auditListQuery>;

/** A record's fields at one moment, as the API names them. */
const recordFields = z.record(z.string(), z.unknown()).nullable();

export const auditEntryItem = z
  .object({
    id: recordId,
    /** null once that admin account is deleted (the name stays), and for a line no admin wrote ('System', migration 0016). */
    admin_id: recordId.nullable(),
    /** The admin's name when the change was made. */
    admin_name: z.string(),
    action: z.string(),
    entity: z.string(),
    entity_id: recordId.nullable(),
    summary: z.string(),
    before: recordFields,
    after: recordFields,
    created_at: isoTimestamp,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = Json<typeof auditEntryItem>;

export const auditListResponse = z.object({ entries: z.array(auditEntryItem), meta: pageMeta });
export type AuditListResponse = Json<typeof auditListResponse>;

/** What the filter menus offer: the current admins, and the entities and actions the log holds. */
export const auditFacetsResponse = z.object({
  admins: z.array(z.object({ id: recordId, name: z.string() })),
  entities: z.array(z.string()),
  actions: z.array(z.string()),
});
export type AuditFacetsResponse = Json<typeof auditFacetsResponse>;
