/**
 * The answers of the staff's calls and of the server itself (docs/product.md#messages): admins,
 * users, courses, projects, uploads and refusals of a request as a whole. A module of their own because only the server and the admin area read them,
 * so they stay out of the homepage's first visit (messages.ts says where each message lives).
 */
/** Admins and users (server answers; the product rules leave their wording open: docs/product.md#messages). */
export const ADMINS = {
  added: 'Admin Added Successfully',
  updated: 'Admin Updated Successfully',
  deleted: 'Admin Deleted Successfully',
  notFound: 'Admin Not Found',
  emailTaken: 'The Email Has Already Been Taken',
  superCannotBeDeleted: 'A Super Admin Cannot Be Deleted',
  cannotDeleteSelf: 'You Cannot Delete Your Own Account',
  lastSuper: 'The Last Super Admin Cannot Lose Super Admin Rights',
  onlySuperGrants: 'Only A Super Admin Can Grant Or Remove Super Admin Rights',
  onlySuperEdits: 'Only A Super Admin Can Edit A Super Admin',
} as const;
export const USERS = {
  added: 'User Added Successfully',
  updated: 'User Updated Successfully',
  deleted: 'User Deleted Successfully',
  notFound: 'User Not Found',
  emailTaken: 'The Email Has Already Been Taken',
  profileUpdated: 'Profile Updated Successfully',
  titleNotEarned: 'The Title Must Be The Name Of An Achievement You Have Earned',
} as const;
/** Courses, projects, submissions, achievements and uploads: success and refusal messages. */
export const COURSES = {
  added: 'Course Added Successfully',
  updated: 'Course Updated Successfully',
  deleted: 'Course Deleted Successfully',
  notFound: 'Course Not Found',
  // A course or project in use is archived, never deleted: unenrolling would take students' points.
  hasUsers: 'This Course Has Enrolled Users: It Can Be Archived, Not Deleted',
  hasSubmissions: "This Course's Projects Have Submissions: It Can Be Archived, Not Deleted",
  hasProjects: 'This Course Has Projects: Archive It, Or Delete Its Projects First',
  notEnrolled: 'You Are Not Enrolled In This Course',
  titleTaken: 'The Title Has Already Been Taken',
} as const;
export const PROJECTS = {
  added: 'Project Created Successfully',
  updated: 'Project Updated Successfully',
  deleted: 'Project Deleted Successfully',
  notFound: 'Project Not Found',
  hasSubmissions: 'This Project Has Submissions: It Can Be Archived, Not Deleted',
  courseLocked: 'This Project Has Submissions: Its Course Cannot Change',
  nameTaken: 'This Course Already Has A Project With This Name',
} as const;
export const UPLOADS = {
  fileRequired: 'Choose An Image File To Upload',
  tooLarge: 'The Image May Not Be Larger Than 2 MB',
  badType: 'The Image Must Be A PNG, JPEG, WebP Or SVG File',
  unsafeSvg: 'This SVG Contains Scripts Or External References And Cannot Be Used',
  oneFile: 'Upload One Image At A Time',
  unreadable: 'The Upload Could Not Be Read: Please Try Again',
  /** 507: the disk (or quota) is full; nothing is stored. */
  noSpace: 'There Is No Space Left To Store This File',
  /** 507: the uploaded images together would pass UPLOADS_MAX_MB; nothing is stored. */
  quotaFull: 'The Space For Uploaded Images Is Full: Use An https:// Image URL Or Ask To Raise The Limit',
  /** 429: more uploads in the last minute than UPLOADS_PER_MINUTE allows one admin. */
  tooMany: 'Too Many Uploads: Please Wait A Minute And Try Again',
  /** 422: a PNG, JPEG or WebP whose header gives more pixels than UPLOADS_MAX_MEGAPIXELS (every browser decodes them all). */
  tooManyPixels: (width: number, height: number, megapixels: number) =>
    `The Image Is ${width} x ${height} Pixels: It May Have At Most ${megapixels} Megapixels`,
  /** 422: a PNG, JPEG or WebP whose header gives no width and height. */
  noSize: 'The Image Is Damaged: Its Width And Height Cannot Be Read',
} as const;
/** Refusals of a request as a whole, before any route reads it. */
export const REQUESTS = {
  /** 413: the body is larger than the route accepts. */
  bodyTooLarge: 'The Request Body Is Too Large',
  /** 400: JSON nested deeper than any form of the site sends. */
  tooDeep: 'The Request Body Is Nested Too Deeply',
  /** 400: the body is not JSON. */
  malformedJson: 'Malformed JSON Body',
  /** 400: the address has a broken %-encoding (`/%zz`). */
  malformedUrl: 'Malformed URL',
  /** 414: a path parameter longer than the router reads. */
  urlTooLong: 'The URL Is Too Long',
  /** 415: a body in a format no route reads (XML, ...). */
  unsupportedMediaType: 'Unsupported Content Type: Send JSON',
  /** 400 / 408 / 431: a request the HTTP parser refuses (broken request line, too slow, headers too large). */
  badRequest: 'Bad Request',
  tooSlow: 'The Request Took Too Long To Arrive',
  headersTooLarge: 'The Request Headers Are Too Large',
  /** 503: the server is stopping (a restart, a deployment): another instance or a retry answers. */
  stopping: 'The Server Is Restarting: Try Again In A Moment',
  /** 503: a statement ran past its bound (DATABASE_STATEMENT_TIMEOUT_MS) and was cancelled; nothing was saved. */
  tooBusy: 'The Server Is Too Busy To Answer: Nothing Was Saved, Try Again In A Moment',
  /** 507: the disk (or quota) of the database or the server is full; the change was not saved. */
  diskFull: "The Server's Disk Is Full: Nothing Was Saved, Try Again Later",
} as const;
