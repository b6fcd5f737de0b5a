/**
 * Query-key factories of the admin area, one per feature, in one module so features can name
 * each other's keys without import cycles. Every key starts with `adminArea`, so admin and
 * public caches never mix. A mutation lists in its `meta.invalidates` the keys its change makes
 * stale (counts on one screen move with changes on another: see each feature's api.ts).
 */
export const adminArea = ['admin'] as const;

export const statsKeys = { all: [...adminArea, 'stats'] as const };
export const adminKeys = {
  all: [...adminArea, 'admins'] as const,
  /** The signed-in admin (top bar): under `all`, so any change to admins refreshes it. */
  me: [...adminArea, 'admins', 'me'] as const,
};
/** The Audit Log and its filter choices (always refetched on opening: every write adds to it). */
export const auditKeys = { all: [...adminArea, 'audit'] as const };
export const courseKeys = { all: [...adminArea, 'courses'] as const };
export const projectKeys = { all: [...adminArea, 'projects'] as const };
export const achievementKeys = { all: [...adminArea, 'achievements'] as const };
export const skillKeys = { all: [...adminArea, 'skills'] as const };
/** Settings (super admins): the academy name, buy-course link and social links. */
export const settingsKeys = { all: [...adminArea, 'settings'] as const };

/** The payments ledger: a page of it for the filters in the address. */
export const paymentKeys = {
  all: [...adminArea, 'payments'] as const,
  list: (path: string) => [...paymentKeys.all, path] as const,
};
/** Moderation: a page of the review queue (latest submissions). */
export const moderationKeys = {
  all: [...adminArea, 'moderation'] as const,
  queue: (params: { pageIndex: number; pageSize: number; term: string }) => [...moderationKeys.all, 'queue', params] as const,
};
/** Long admin work run as a job (imports, bulk actions): one job, and the signed-in admin's recent ones. */
export const jobKeys = {
  all: [...adminArea, 'jobs'] as const,
  one: (id: string) => [...jobKeys.all, 'one', id] as const,
  recent: [...adminArea, 'jobs', 'recent'] as const,
};
/** The dashboard's revenue charts (under the stats key: whatever moves the figures moves them). */
export const revenueKeys = { all: [...statsKeys.all, 'revenue'] as const };

type UserListParams = {
  pageIndex: number;
  pageSize: number | undefined;
  term: string;
  sort?: { id: string; desc: boolean };
};
export const userKeys = {
  all: [...adminArea, 'users'] as const,
  list: (params: UserListParams) => [...userKeys.all, 'list', params] as const,
  /** A user's submitted projects ('User Projects'). */
  projects: (userId: number) => [...userKeys.all, userId, 'projects'] as const,
  /** A student's page (under `all`: whatever moves the users table moves it). */
  details: (userId: number) => [...userKeys.all, userId, 'details'] as const,
};

/**
 * What moves when a user's points, courses or projects change (enroll, unenroll, submissions,
 * achievements given or taken, a user deleted): the users table and their projects, the users
 * counts of courses, projects and achievements (automatic ones follow their rules), the figures,
 * the payments ledger (enrolling pays, unenrolling refunds, a deleted student's lines change name).
 */
export const userFigures = [
  userKeys.all,
  courseKeys.all,
  projectKeys.all,
  achievementKeys.all,
  statsKeys.all,
  paymentKeys.all,
] as const;
