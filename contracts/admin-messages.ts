/**
 * Messages of archiving (issue 14 item 8), Settings (item 9), the payments ledger (item 3) and the audit trail (item 5). Apart from messages.ts, which the
 * homepage's first chunk carries whole (every group any screen uses): only the admin area and the
 * server read these, so they stay out of the 150 KB first visit.
 */
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
  deletedAdmin: 'Deleted admin',
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
