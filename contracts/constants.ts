/** Business constants of the product (docs/product.md#constants). */
/** ACADEMY_NAME's default: the name the public site and the admin area show. */
export const DEFAULT_ACADEMY_NAME = 'Dev Academy';
/** The element of each served page holding the public settings as JSON (the first render needs the academy's name). */
export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';
/** TZ's default: the academy's calendar (ledger dates, revenue by month). */
export const DEFAULT_TIME_ZONE = 'Africa/Cairo';
export const MIN_PASSWORD_LENGTH = 6;
export const BIO_MAX_LENGTH = 500;
export const AVATAR_COUNT = 20;
export const COURSES_TO_UNLOCK_AVATARS = 2;
export const AVATAR_KEYS = Array.from({ length: AVATAR_COUNT }, (_, i) => `avatar${i + 1}`);

export const HOME_TOP_MEMBERS = 3;
export const HOME_LATEST_MEMBERS = 8;
export const HOME_LATEST_PROJECTS = 12;
export const HOME_LATEST_ACHIEVEMENTS = 10;
export const LEADERBOARD_SIZE = 100;
export const STATS_TOP_DEVELOPERS = 3;

export const PUBLIC_USERS_PER_PAGE = 9;
/** How long a search of the users page may be, after trimming (issue 25). */
export const USER_SEARCH_LENGTH = { min: 2, max: 50 } as const;
export const STUDENT_PROJECTS_PER_PAGE = 20;
export const ADMIN_USERS_PER_PAGE = 10;
export const TABLE_PAGE_SIZES = [10, 25, 50, 100] as const;

export const TOAST_DURATION_MS = 2000;
export const FORM_DIALOG_WIDTH = 500;
export const CONFIRM_DIALOG_WIDTH = 400;
export const ADMIN_LOGIN_CARD_WIDTH = 360;
export const DRAWER_WIDTH = 256;
export const DRAWER_RAIL_WIDTH = 56;

/**
 * The languages of the site (issue 47): English, the specification's, and Arabic. A student's
 * choice is kept on the account (`users.locale`, null until they choose) for what the server
 * writes to them itself: the password and invitation mails.
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
/** The language of whoever never chose one: the specification's words. */
export const DEFAULT_LOCALE: Locale = 'en';

export const CURRENCY = 'EGP';
export const NUMBER_LOCALE = 'en-US';

/** Longest text any field accepts; longer input is refused with a message, never stored. */
export const MAX_TEXT_LENGTH = 255;
export const MAX_LONG_TEXT_LENGTH = 5000;
/** Longest project URL (a submission's link): what browsers and sites reliably handle (docs/decisions.md). */
export const MAX_URL_LENGTH = 2048;

export const RULE_METRICS = ['projects_count', 'courses_count', 'project_points', 'skills_count'] as const;
export type RuleMetric = (typeof RULE_METRICS)[number];
