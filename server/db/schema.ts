/**
 * The whole data model (docs/product.md#entities, #other-open-rules). Derived figures (points, counts,
 * points_changed_at) are columns kept right by `modules/progress`, which can also recompute them.
 *
 * It describes the database the migrations build, columns in their order there: a change starts
 * here and `npm run db:generate` writes its migration (README "Adding a migration"); `npm test`
 * fails when the two differ (scripts/check-migrations.mjs).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  jsonb,
  check,
  customType,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOCALES } from '../../contracts/constants.js';
import { NOTIFICATION_KINDS } from '../../contracts/notifications.js';
import { COURSE_LETTERS } from '../../contracts/courses.js';
import { foldedNameOf, nameInitialOf, searchNameOf } from '../modules/users/initial.js';

/** Binary data: a Buffer in the app (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** A PostgreSQL 64-bit transaction id (`pg_current_xact_id()`), read as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const admins = pgTable(
  'admins',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isSuper: boolean('is_super').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_unique').on(t.email)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    telegramUsername: text('telegram_username'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    linkedin: text('linkedin'),
    youtube: text('youtube'),
    bio: text('bio'),
    title: text('title'),
    avatar: text('avatar'),
    totalPoints: integer('total_points').notNull().default(0),
    projectPoints: integer('project_points').notNull().default(0),
    projectsCount: integer('projects_count').notNull().default(0),
    coursesCount: integer('courses_count').notNull().default(0),
    skillsCount: integer('skills_count').notNull().default(0),
    pointsChangedAt: timestamp('points_changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
    /** Set while an admin has suspended the student: no sign-in, absent from every public list; figures kept. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    suspensionReason: text('suspension_reason'),
    /** The name without accents or case, and its letter A-Z or '#': how course pages group and sort members. */
    nameFolded: text('name_folded')
      .notNull()
      .generatedAlwaysAs(() => foldedNameOf(sql`"name"`)),
    nameInitial: text('name_initial', { enum: COURSE_LETTERS })
      .notNull()
      .generatedAlwaysAs(() => nameInitialOf(sql`"name"`)),
    /** Issue 25: the profile's GitHub link and personal website (contracts/social.ts). */
    github: text('github'),
    website: text('website'),
    /** The name folded for searching (modules/users/initial.ts searchNameOf), under a trigram index. */
    nameSearch: text('name_search')
      .notNull()
      .generatedAlwaysAs(() => searchNameOf(sql`"name"`)),
    /** Issue 26: the student asked search engines to leave their profile out (noindex, not in the sitemap). */
    hideFromSearchEngines: boolean('hide_from_search_engines').notNull().default(false),
    /**
     * Issue 47: the language the student last chose (en or ar), null until they choose one; the
     * mails the server writes to them are in it (English when null).
     */
    locale: text('locale', { enum: LOCALES }),
    /** Issue 48: the student takes mail about what staff did to them (a revoke, a moderation removal). */
    notifyByMail: boolean('notify_by_mail').notNull().default(true),
    /** The student closed the first-steps checklist of their own profile (issue 50). */
    firstStepsDismissed: boolean('first_steps_dismissed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_locale', sql`${t.locale} IS NULL OR ${t.locale} IN ('en', 'ar')`),
    // Only students who are not suspended are ranked (migration 0008, docs/decisions.md "Suspension").
    index('users_rank_idx')
      .on(sql`${t.totalPoints} DESC`, t.pointsChangedAt, t.id)
      .where(sql`${t.suspendedAt} IS NULL`),
    index('users_suspended_idx')
      .on(t.id)
      .where(sql`${t.suspendedAt} IS NOT NULL`),
    index('users_created_idx').on(t.createdAt),
    // A course page's order (modules/courses/queries.ts initialOrder), over the students public lists show.
    index('users_course_order_idx')
      .on(sql`(${t.nameInitial} = '#')`, t.nameInitial, t.nameFolded, t.id)
      .where(sql`${t.suspendedAt} IS NULL`),
    // Searching students by name (GET /api/front/users?search=): LIKE '%term%' through trigrams (pg_trgm).
    index('users_name_search_idx')
      .using('gin', t.nameSearch.op('gin_trgm_ops'))
      .where(sql`${t.suspendedAt} IS NULL`),
  ],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['admin', 'user'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('access_tokens_hash_unique').on(t.tokenHash), index('access_tokens_subject_idx').on(t.kind, t.subjectId)],
);

/**
 * One-time links that let a student set their password (issue 26): `reset` from the forgot-password
 * form (valid an hour), `invite` sent to a student an admin imported (valid 7 days). The token
 * travels only in the mail; the row keeps its SHA-256. Used once (`used_at`); a newer link of the
 * student deletes the unused older ones.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'invite'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_tokens_hash_unique').on(t.tokenHash),
    index('password_tokens_user_idx').on(t.userId),
    check('password_tokens_purpose', sql`${t.purpose} IN ('reset', 'invite')`),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    image: text('image'),
    link: text('link'),
    usersCount: integer('users_count').notNull().default(0),
    projectsCount: integer('projects_count').notNull().default(0),
    createdAt: createdAt(),
    /** Retired: hidden from the public catalogue and closed to new enrollments; history kept. */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
  },
  // The public projects page groups by course title: titles are unique in any letter case.
  (t) => [uniqueIndex('courses_title_unique').on(sql`lower(${t.title})`)],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    pointsValue: integer('points_value').notNull().default(0),
    usersCount: integer('users_count').notNull().default(0),
    createdAt: createdAt(),
    /** Retired: hidden from public pages and closed to new submissions; points already earned still count. */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('projects_course_idx').on(t.courseId),
    index('projects_created_idx').on(t.createdAt),
    check('projects_points_nonnegative', sql`${t.pointsValue} >= 0`),
  ],
);

export const userProjects = pgTable(
  'user_projects',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_projects_user_project_unique').on(t.userId, t.projectId),
    // A project's completions in page order, read from the index alone (user_id leaves out the
    // suspended): docs/decisions.md "A project's completions from its index".
    index('user_projects_project_order_idx').on(t.projectId, t.createdAt, t.id, t.userId),
    // The moderation review queue: newest first.
    index('user_projects_created_idx').on(sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    gotDiscount: boolean('got_discount').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('enrollments_user_course_unique').on(t.userId, t.courseId),
    index('enrollments_course_idx').on(t.courseId),
    check('enrollments_price_nonnegative', sql`${t.price} >= 0`),
  ],
);

export const achievements = pgTable(
  'achievements',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    points: integer('points').notNull(),
    manual: boolean('manual').notNull().default(false),
    ruleMetric: text('rule_metric', { enum: ['projects_count', 'courses_count', 'project_points', 'skills_count'] }),
    ruleThreshold: integer('rule_threshold'),
    badge: text('badge'),
    usersCount: integer('users_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // A user's title is an achievement name: names are unique in any letter case.
    uniqueIndex('achievements_name_unique').on(sql`lower(${t.name})`),
    check('achievements_points_positive', sql`${t.points} > 0`),
    check(
      'achievements_rule_by_type',
      sql`(${t.manual} AND ${t.ruleMetric} IS NULL AND ${t.ruleThreshold} IS NULL) OR (NOT ${t.manual} AND ${t.ruleMetric} IS NOT NULL AND ${t.ruleThreshold} >= 1)`,
    ),
  ],
);

export const userAchievements = pgTable(
  'user_achievements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: integer('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'restrict' }),
    earnedAt: timestamp('earned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('user_achievements_user_achievement_unique').on(t.userId, t.achievementId),
    index('user_achievements_achievement_idx').on(t.achievementId),
    index('user_achievements_earned_idx').on(t.earnedAt),
  ],
);

export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    usersCount: integer('users_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('skills_name_unique').on(sql`lower(${t.name})`)],
);

export const userSkills = pgTable(
  'user_skills',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] }), index('user_skills_skill_idx').on(t.skillId)],
);

/**
 * The payments ledger (docs/product.md#other-open-rules): money received for a course, refunds and admins'
 * corrections. Rows are never changed or removed by the site: deleting a user or an enrollment
 * keeps them (the user or course reference becomes null), so total_revenue = payments - refunds
 * (+ corrections) stays true.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['payment', 'refund', 'correction'] }).notNull(),
    /** EGP; payments and refunds are >= 0, a correction may be negative. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The enrollment's discount flag when the payment was taken. */
    gotDiscount: boolean('got_discount').notNull().default(false),
    /** Why an admin made a correction or refund. */
    note: text('note'),
    /** The admin's name when the line was written: kept after the admin is deleted. */
    adminName: text('admin_name'),
  },
  (t) => [
    index('payments_user_course_idx').on(t.userId, t.courseId),
    index('payments_created_idx').on(t.createdAt),
    check('payments_amount_sign', sql`${t.kind} = 'correction' OR ${t.amount} >= 0`),
  ],
);

/**
 * Uploaded images (course covers, badges), served at /uploads/<name>. In the database rather than
 * on a disk so that every instance behind a load balancer serves every image, and a database
 * backup holds them (docs/decisions.md). The name is random and never reused: the bytes under a
 * name never change.
 */
export const uploads = pgTable(
  'uploads',
  {
    name: text('name').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
    /** Who stored it (the per-admin upload rate); null for the demo's images and files imported from disk. */
    adminId: integer('admin_id'),
  },
  (t) => [
    index('uploads_admin_idx').on(t.adminId, t.createdAt),
    // Named as PostgreSQL named it: migration 0012 declared the reference inline.
    foreignKey({ name: 'uploads_admin_id_fkey', columns: [t.adminId], foreignColumns: [admins.id] }).onDelete('set null'),
  ],
);

/**
 * Every admin write (issue 14): who, what, which record, before and after, written in the same
 * transaction as the change (modules/audit). The admin's name is copied so the line survives the admin.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    /** create, update, delete, or a named action (enroll, suspend, import, ...). */
    action: text('action').notNull(),
    /** The kind of record: user, admin, course, project, achievement, skill, enrollment, submission, setting, ... */
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    /** One readable line, e.g. "Enrolled Sara Ali in Web Basics for 1,200.00 EGP". */
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_admin_idx').on(t.adminId),
  ],
);

/**
 * A submission an admin removed as fake (moderation): kept so the student sees what was removed
 * and why in Manage Projects. Names are copied so the line survives the project.
 */
export const submissionRemovals = pgTable(
  'submission_removals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    projectName: text('project_name').notNull(),
    courseTitle: text('course_title').notNull(),
    url: text('url').notNull(),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('submission_removals_user_idx').on(t.userId)],
);

/** Settings a super admin saved (academy name, buy-course link, social links); environment values are the defaults. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Sign-in attempts of admins and students, shown as login activity on an admin's page per student. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['admin', 'user'] }).notNull(),
    /** The account signed in to, when the e-mail named one. */
    subjectId: integer('subject_id'),
    email: text('email').notNull(),
    succeeded: boolean('succeeded').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** Why a sign-in was refused: a wrong password, or a suspended account (after its password matched). */
    refusal: text('refusal', { enum: ['password', 'suspended'] }),
  },
  (t) => [
    index('sign_ins_subject_idx').on(t.kind, t.subjectId, t.createdAt),
    check('sign_ins_refusal_kind', sql`${t.refusal} IS NULL OR ${t.refusal} IN ('password', 'suspended')`),
  ],
);

/**
 * Long admin work run as a job (issue 21 item 1, modules/jobs): its progress as last saved, and its
 * outcome until JOB_KEPT_HOURS after it finished. The running instance keeps the live progress in
 * memory and touches `heartbeat_at`; a `running` row nobody touches any more was interrupted.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['import', 'bulk_enroll', 'bulk_achievement'] }).notNull(),
    adminId: integer('admin_id').notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] })
      .notNull()
      .default('running'),
    stage: text('stage', { enum: ['queued', 'hashing', 'applying', 'finished'] })
      .notNull()
      .default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    result: jsonb('result'),
    error: jsonb('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_admin_idx').on(t.adminId, t.createdAt),
    // Named as PostgreSQL named it: migration 0011 declared the reference inline.
    foreignKey({ name: 'jobs_admin_id_fkey', columns: [t.adminId], foreignColumns: [admins.id] }).onDelete('cascade'),
    check('jobs_kind', sql`${t.kind} IN ('import', 'bulk_enroll', 'bulk_achievement')`),
    check('jobs_status', sql`${t.status} IN ('running', 'succeeded', 'failed')`),
    check('jobs_stage', sql`${t.stage} IN ('queued', 'hashing', 'applying', 'finished')`),
  ],
);

/**
 * Every insert, delete and change of a rank key of a user, noted by the triggers of migration 0009
 * under the writing transaction's id, so the rank snapshot (modules/progress/rank-snapshot.ts)
 * catches up by reading only the students whose place may have moved. The trigger function and
 * triggers live in that migration only: drizzle-kit does not model them. Settled notes are pruned
 * (modules/progress/rank-changes-pruning.ts).
 */
export const rankChanges = pgTable(
  'rank_changes',
  {
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    /** 0 for a TRUNCATE of users: every student must be read again. */
    userId: integer('user_id').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('rank_changes_xid_idx').on(t.xid)],
);

/**
 * Every mail the site sends, kept until delivered (issue 43, modules/mail/outbox.ts): written in
 * the transaction that makes its link, sent by whichever instance claims it first, retried with
 * backoff for MAIL_RETRY_WINDOW_HOURS. The bodies carry a live link, so they are erased once the
 * message is sent or has failed; subject and state stay for the admin's page of the student.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['reset', 'invitation', 'notification'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who sent an invitation (counted against their daily limit); null for a reset. */
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** The import job that queued an invitation (its "{sent} Of {n} Delivered"). */
    jobId: uuid('job_id'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When a queued message is next due; a claimed one's lease (a sender that died is retried after it). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The SMTP server's answer (or the connection error) of the last failed attempt. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Issue 48: the `List-Unsubscribe` URL of a notification's mail (a live link: erased with the bodies). */
    unsubscribeUrl: text('unsubscribe_url'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('mail_outbox_user_idx').on(t.userId, t.createdAt),
    index('mail_outbox_admin_idx')
      .on(t.adminId, t.createdAt)
      .where(sql`${t.kind} = 'invitation'`),
    index('mail_outbox_job_idx')
      .on(t.jobId)
      .where(sql`${t.jobId} IS NOT NULL`),
    check('mail_outbox_kind', sql`${t.kind} IN ('reset', 'invitation', 'notification')`),
    check('mail_outbox_status', sql`${t.status} IN ('queued', 'sent', 'failed')`),
  ],
);

/**
 * What a student is told happened to them (issue 48, modules/notifications): a kind and its
 * parameters (contracts/notifications.ts), written in the transaction of the change. `run_key` names
 * the run of the top-100 job that wrote a top_entered or top_left (one per student, kind and run,
 * whichever instance ran it). Pruned after NOTIFICATION_KEPT_DAYS.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    params: jsonb('params').notNull().default({}),
    runKey: text('run_key'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /**
     * Issue 49: the writing transaction. The live stream reads the rows of transactions at or above
     * the last read's snapshot horizon (modules/live/notices.ts): ids are given at insert, not at
     * commit, so "id above the last seen" would miss a long transaction's rows.
     */
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, sql`${t.id} DESC`),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    index('notifications_created_idx').on(t.createdAt),
    index('notifications_xid_idx').on(t.xid),
    uniqueIndex('notifications_run_unique')
      .on(t.userId, t.kind, t.runKey)
      .where(sql`${t.runKey} IS NOT NULL`),
    check(
      'notifications_kind',
      sql`${t.kind} IN ('achievement_awarded', 'achievement_revoked', 'achievement_withdrawn', 'submission_removed', 'enrolled', 'unenrolled', 'top_entered', 'top_left')`,
    ),
  ],
);

/**
 * The top 100 as the top-100 job last saw it (modules/notifications/top-hundred.ts): the job
 * compares it with the leaderboard's first 100 to tell who entered and who left. The single row of
 * `top_hundred_runs` says a first run recorded it (that run notifies nobody).
 */
export const topHundred = pgTable('top_hundred', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rank: integer('rank').notNull(),
});

export const topHundredRuns = pgTable('top_hundred_runs', {
  id: boolean('id').primaryKey().default(true),
  lastRunKey: text('last_run_key').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Links that unsubscribe a student from notification mail (issue 48): the token travels only in the
 * mail; the row keeps its SHA-256. Valid a year; it only unsubscribes, never signs in.
 */
export const mailUnsubscribeTokens = pgTable(
  'mail_unsubscribe_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_unsubscribe_tokens_hash_unique').on(t.tokenHash),
    index('mail_unsubscribe_tokens_user_idx').on(t.userId),
    index('mail_unsubscribe_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Tickets that open a live stream (issue 49, modules/live/tickets.ts): EventSource sends no
 * Authorization header and a bearer token never goes in a URL, so a signed-in student first asks
 * for one of these. Stored hashed, single use, valid LIVE_TICKET_SECONDS; it belongs to the sign-in
 * it came from (deleted with it).
 */
export const liveTickets = pgTable(
  'live_tickets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    accessTokenId: integer('access_token_id')
      .notNull()
      .references(() => accessTokens.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('live_tickets_hash_unique').on(t.tokenHash),
    index('live_tickets_expires_idx').on(t.expiresAt),
    index('live_tickets_access_token_idx').on(t.accessTokenId),
  ],
);
