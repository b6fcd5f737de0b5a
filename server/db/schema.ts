/**
 * The whole data model (spec section 3, DESIGN.md section 5). Derived figures (points, counts,
 * points_changed_at) are columns kept right by `modules/progress`, which can also recompute them.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Binary data: a Buffer in the app (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

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
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_rank_idx').on(sql`${t.totalPoints} DESC`, t.pointsChangedAt, t.id),
    index('users_created_idx').on(t.createdAt),
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
    index('user_projects_project_idx').on(t.projectId, t.createdAt),
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
 * The payments ledger (DESIGN.md section 5): money received for a course, refunds and admins'
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
export const uploads = pgTable('uploads', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});
