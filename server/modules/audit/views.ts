/**
 * What the audit trail keeps of a record: its own fields as the API names them (snake_case),
 * without counters the system derives (users_count, total_points, rank: they move without an
 * admin touching the record) and never a password or its hash: a new password is recorded as
 * `password: 'changed'`. Summaries use these helpers so every line reads the same way.
 */
import { CURRENCY, NUMBER_LOCALE } from '../../../contracts/constants.js';

const amounts = new Intl.NumberFormat(NUMBER_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '1,200.00 EGP', as the admin area shows money. */
export const moneyText = (amount: number) => `${amounts.format(amount)} ${CURRENCY}`;

/** The record's listed fields, in that order (missing ones left out). */
function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) if (key in row) picked[key] = row[key];
  return picked;
}

/** Adds `password: 'changed'` when a new password was set; the password itself is never kept. */
export const withPassword = <T extends object>(view: T, changed: boolean) =>
  changed ? { ...view, password: 'changed' as const } : view;

export const courseView = (course: {
  id: number;
  title: string;
  description: string | null;
  image: string | null;
  link: string | null;
}) => pick(course, ['id', 'title', 'description', 'image', 'link']);

export const projectView = (project: {
  id: number;
  name: string;
  course_id: number;
  course_title: string;
  points_value: number;
}) => pick(project, ['id', 'name', 'course_id', 'course_title', 'points_value']);

export const skillView = (skill: { id: number; name: string }) => pick(skill, ['id', 'name']);

export const achievementView = (achievement: {
  id: number;
  name: string;
  description: string;
  points: number;
  manual: 0 | 1;
  rule_metric: string | null;
  rule_threshold: number | null;
  badge: string | null;
}) => pick(achievement, ['id', 'name', 'description', 'points', 'manual', 'rule_metric', 'rule_threshold', 'badge']);

/** An achievement given to or taken from a student: what the award moved. */
export const awardView = (achievement: { id: number; name: string; points: number }) =>
  pick(achievement, ['id', 'name', 'points']);

export const adminView = (admin: { id: number; name: string; email: string; is_super: boolean }) =>
  pick(admin, ['id', 'name', 'email', 'is_super']);

export const userView = (user: {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
  title: string | null;
  bio: string | null;
  telegram_username: string | null;
  facebook: string | null;
  twitter: string | null;
  linkedin: string | null;
  youtube: string | null;
  github: string | null;
  website: string | null;
}) =>
  pick(user, [
    'id',
    'name',
    'email',
    'avatar',
    'title',
    'bio',
    'telegram_username',
    'facebook',
    'twitter',
    'linkedin',
    'youtube',
    'github',
    'website',
  ]);
