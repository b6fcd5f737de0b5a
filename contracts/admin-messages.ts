/**
 * Messages of the admin area's day-to-day work (issue 14): archiving, Settings, the payments ledger,
 * the audit trail, bulk actions, moderation, cohort import and exports. Apart from messages.ts,
 * which the homepage's first chunk carries whole (every group any screen uses): only the admin area
 * and the server read these, so they stay out of the 150 KB first visit.
 */
import { formatCount, formatMoney, formatNumber } from './format.js';
/** Archiving courses and projects (issue 14 item 8): out of the catalogue, kept for history. */
export const ARCHIVE = {
  courseArchived: 'Course Archived Successfully',
  courseUnarchived: 'Course Unarchived Successfully',
  projectArchived: 'Project Archived Successfully',
  projectUnarchived: 'Project Unarchived Successfully',
  /** 409 on enrolling into an archived course. */
  courseClosed: 'This Course Is Archived: It Takes No New Enrollments',
  /** 409 on submitting a project that is archived, or whose course is. */
  projectClosed: 'This Project Is Archived: It Takes No New Submissions',
  courseOfProjectClosed: "This Project's Course Is Archived: It Takes No New Submissions",
  courseFailed: 'Failed to Archive Or Unarchive Course',
  projectFailed: 'Failed to Archive Or Unarchive Project',
} as const;

/** The Settings screen (issue 14 item 9). */
export const SETTINGS = {
  saved: 'Settings Saved Successfully',
  superOnly: 'Only A Super Admin Can Manage Settings',
  academyNameTooLong: 'The Academy Name May Be At Most 60 Characters',
  buyCourseUrl: 'Enter An http:// Or https:// Address',
  socialUrl: 'Enter An https:// Address',
  fetchFailed: 'Failed to Fetch Settings',
  saveFailed: 'Failed to Save Settings',
} as const;

/** The payments ledger and revenue (issue 14 item 3). */
export const PAYMENTS = {
  correctionAdded: 'Correction Recorded Successfully',
  userUnknown: 'There Is No Student With This Id',
  courseUnknown: 'There Is No Course With This Id',
  amountNonZero: 'The Amount Must Not Be 0',
  amountDecimals: 'The Amount May Have At Most 2 Decimals',
  amountTooLarge: 'The Amount May Be At Most 10,000,000 EGP Either Way',
  noteRequired: 'Say Why This Correction Is Made',
  kindUnknown: 'Kind Must Be payment, refund Or correction',
  date: 'Enter A Date As YYYY-MM-DD',
  month: 'Enter A Month As YYYY-MM',
  dateRange: 'The End Date Must Not Be Before The Start Date',
  monthRange: 'The Last Month Must Not Be Before The First',
  tooManyMonths: (max: number) => `At Most ${max} Months At Once`,
  deletedStudent: 'Deleted student',
  deletedCourse: 'Deleted course',
  /** A line whose admin was deleted: the name it was written under. */
  deletedAdmin: (name: string) => `${name} (deleted)`,
  /** A line no admin wrote (the demo seed). */
  system: 'System',
  notBought: 'This Student Has Not Bought This Course',
  fetchFailed: 'Failed to Fetch Payments',
  correctionFailed: 'Failed to Record Correction',
  revenueFailed: 'Failed to Load Revenue',
  revenueUnavailable: 'Revenue Could Not Be Loaded',
} as const;

/** The audit trail (issue 14 item 5). */
export const AUDIT = {
  date: 'Enter A Date As YYYY-MM-DD',
  dateRange: 'The End Date Must Not Be Before The Start Date',
  entity: 'Entity Must Be A Word Such As course Or user',
  action: 'Action Must Be A Word Such As create Or enroll',
  fetchFailed: 'Failed to Fetch The Audit Log',
  empty: 'No Audit Log Entries Found',
} as const;

/** Bulk actions of the admin Users table (issue 14 item 2): the answer's message and each refusal's reason. */
export const BULK = {
  noTargets: 'Choose The Users: Send user_ids Or search, Not Both',
  tooMany: (max: number) => `At Most ${max.toLocaleString('en-US')} Users Per Bulk Action`,
  courseArchived: ARCHIVE.courseClosed,
  enrolled: (changed: number, refused: number) =>
    `${changed} ${changed === 1 ? 'User' : 'Users'} Enrolled${refused ? `, ${refused} Refused` : ''}`,
  given: (changed: number, refused: number) =>
    `Achievement Given To ${changed} ${changed === 1 ? 'User' : 'Users'}${refused ? `, ${refused} Refused` : ''}`,
  enrollFailed: 'Failed to Enroll Users',
  giveFailed: 'Failed to Give Achievement',
} as const;

/** Moderation (issue 14 item 7): removing fake submissions and suspending students. */
export const MODERATION = {
  /** 403 at sign-in with the admin's reason (in this group, not AUTH: the homepage bundle loads AUTH). */
  accountSuspended: (reason: string | null) => (reason ? `Your Account Is Suspended: ${reason}` : 'Your Account Is Suspended'),
  /** accountSuspended's text when no reason was kept (its code has no values). */
  accountSuspendedNoReason: 'Your Account Is Suspended',
  submissionRemoved: 'Submission Removed',
  submissionNotFound: 'Submission not found',
  userNotFound: 'User not found',
  suspended: 'Student Suspended',
  unsuspended: 'Suspension Lifted',
  alreadySuspended: 'This Student Is Already Suspended',
  notSuspended: 'This Student Is Not Suspended',
  reasonRequired: 'Please give a reason',
  removeFailed: 'Failed to remove the submission',
  suspendFailed: 'Failed to suspend the student',
  unsuspendFailed: 'Failed to lift the suspension',
  queueFailed: 'Failed to load the latest submissions',
} as const;

/** Cohort import and CSV exports (issue 14 items 1 and 4). Row errors otherwise reuse the user and enroll forms' messages. */
/** Invitations of imported students (issue 26 item 3; queued and limited, issue 43). */
export const INVITATIONS = {
  sent: (email: string) => `Invitation Queued For ${email}`,
  /** An import or a resend past the admin's daily limit (429). */
  dailyLimit: (wanted: number, left: number, limit: number) =>
    `This Would Send ${formatCount(wanted, 'Invitation')}, But Only ${formatNumber(left)} Of Your ` +
    `${formatNumber(limit)} A Day Are Left (INVITATIONS_PER_ADMIN_PER_DAY)`,
  resendTooSoon: 'One Invitation A Minute Per Student: Try Again In A Minute',
  passwordChosen: 'This Student Has Already Chosen A Password',
  mailOff: 'This Server Sends No E-Mail (No SMTP Settings Or PUBLIC_URL): Invitations Cannot Be Sent',
  resend: 'Resend Invitation',
  resendFailed: 'Failed to Send The Invitation',
} as const;

export const COHORTS = {
  fileRequired: 'Choose A CSV File To Import',
  fileTooLarge: 'The File May Not Be Larger Than 2 MB',
  tooManyRows: (max: number) => `The File May Have At Most ${max.toLocaleString('en-US')} Student Rows`,
  noRows: 'The File Has No Student Rows',
  missingColumns: 'The File Must Have The Columns name And email (Download The Template)',
  unknownColumn: (column: string) => `Unknown Column "${column}": The Columns Are name, email, password, courses`,
  repeatedColumn: (column: string) => `The Column "${column}" Appears Twice`,
  unclosedQuote: 'This Row Has A Quote That Is Never Closed',
  fieldCount: 'This Row Has More Fields Than The Header',
  duplicateEmail: (row: number) => `Duplicate Row: This E-Mail Is Also On Row ${row}`,
  courseTwice: 'This Course Is Listed Twice In This Row',
  tooManyCourses: (max: number) => `A Row May List At Most ${max} Courses`,
  tooManyEnrollments: (max: number) => `The File May List At Most ${max.toLocaleString('en-US')} Enrollments`,
  tooManyLines: (max: number) => `The File May Have At Most ${max.toLocaleString('en-US')} Lines`,
  courseArchived: ARCHIVE.courseClosed,
  previewRequired: 'Preview The File Before Importing It',
  hasErrors: 'Some Rows Have Errors: Fix Them And Preview The File Again',
  changed: 'The Data Changed Since The Preview: Preview The File Again',
  /** An existing enrollment in the row's course at another price or discount (the same one is unchanged). */
  alreadyEnrolledAt: (price: number, gotDiscount: boolean) =>
    `Already Enrolled At ${formatMoney(price)}${gotDiscount ? ' With A Discount' : ''}`,
  imported: (counts: { created: number; updated: number; enrolled: number; unchanged: number; invited?: number }) =>
    `Import Done: ${formatNumber(counts.created)} Created, ${formatNumber(counts.updated)} Updated, ` +
    `${formatCount(counts.enrolled, 'Enrollment')}, ${formatNumber(counts.unchanged)} Unchanged` +
    (counts.invited ? `, ${formatCount(counts.invited, 'Invitation')} Queued` : ''),
  /** Recent imports (issue 43): how many of an import's queued invitations were delivered. */
  delivered: (sent: number, total: number) => `${formatNumber(sent)} Of ${formatNumber(total)} Delivered`,
  /** Leaving the import's result before the generated passwords were exported. */
  leaveTitle: 'Leave Without The Passwords?',
  leaveText:
    'The generated passwords are kept only 24 hours, under Recent Imports on this page. Export them first, so they are not lost.',
  importFailed: 'Failed to Import Students',
  previewFailed: 'Failed to Preview The File',
  exportFailed: 'Failed to Export',
} as const;

/** Long admin work run as a job (contracts/jobs.ts, issue 21 item 1). */
export const JOBS = {
  started: 'Started: You Can Leave This Page And Come Back',
  notFound: 'Job not found',
  /** A job whose server stopped before it finished: its transaction never committed. */
  interrupted: 'The Server Stopped Before This Job Finished: Nothing Was Applied, Start It Again',
  fetchFailed: 'Failed to Fetch The Job',
  /** `DELETE /api/admin/jobs/{id}/passwords`: an import's generated passwords erased from its outcome. */
  passwordsForgotten: 'Passwords Forgotten: The Server No Longer Keeps Them',
  /** 409: a running job has no outcome yet to erase anything from. */
  stillRunning: 'This Job Is Still Running: Wait Until It Has Finished',
  forgetFailed: 'Failed to Forget The Passwords',
} as const;
