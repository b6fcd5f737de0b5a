/** Every user-facing message of the product (docs/product.md#messages), written once. */
export const VALIDATION = {
  required: 'This Field is Required',
  requiredLower: 'This field is required',
  email: 'E-Mail Must Be Valid',
  password: 'Password Must Be At Least 6 Characters',
  url: 'URL must start with http:// or https://',
  urlInvalid: 'Enter A Valid URL',
  /** Beside the specification's `url`, in its wording (MAX_URL_LENGTH). */
  urlTooLong: 'URL must be at most 2048 characters',
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  pointsRequired: 'Points are required',
  pointsPositive: 'Points must be greater than 0',
  typeRequired: 'Type is Required',
  achievementRequired: 'Achievement is required',
  bioTooLong: 'Bio May Not Be Longer Than 500 Characters',
  tooLong: 'This Field is Too Long',
  number: 'This Field Must Be a Number',
  minZero: 'This Field Must Be 0 or More',
  integer: 'This Field Must Be a Whole Number',
  text: 'This Field Must Be Text',
  trueOrFalse: 'This Field Must Be True Or False',
  notAllowedCharacters: 'This Field Contains Characters That Are Not Allowed',
  tooLarge: 'This Number Is Too Large',
  list: 'This Field Must Be A List',
  tooManyItems: 'This List Has Too Many Items',
  invalidId: 'Invalid id',
  ruleMetricUnknown: 'Choose One Of The Rule Metrics',
  pageNumber: 'Page Must Be A Whole Number From 1',
  perPage: 'Per Page Must Be A Whole Number From 1 To 1000',
  perPagePublic: 'Per Page Must Be A Whole Number From 1 To 100',
  userSort: 'Sort Must Be total_points Or created_at',
  sortDirection: 'Direction Must Be asc Or desc',
  letter: 'Letter Must Be One Letter From A To Z Or #',
  search: 'Search Must Be 2 To 50 Characters',
} as const;

/** Social links of a profile (contracts/social.ts): what each field accepts. Apart from VALIDATION, so the homepage's bundle does not carry them. */
export const SOCIAL_LINKS = {
  telegram: 'Enter A Telegram Username (5-32 Letters, Digits Or _) Or A t.me Link',
  facebook: 'Enter A Facebook Username Or A facebook.com Link',
  twitter: 'Enter An X (Twitter) Handle Or An x.com Link',
  linkedin: 'Enter A LinkedIn Profile Name Or A linkedin.com/in/ Link',
  youtube: 'Enter A YouTube @Handle Or A youtube.com Channel Link',
  github: 'Enter A GitHub Username Or A github.com Link',
  website: 'Enter A Website Link (http:// Or https://)',
} as const;

export const AUTH = {
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  adminInvalid: 'Invalid email or password.',
  studentInvalid: 'Invalid Credentials',
  loginFallback: 'Failed to login. Please check your credentials.',
  loginSuccessful: 'Login Successful',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  loggedOut: 'Logged out successfully',
  /** The web app's word for a signed-in student's call answered 401 (issue 44 item 5); the server's stays `unauthenticated`. */
  sessionEnded: 'Your Session Has Ended, Please Sign In Again',
} as const;

/** Forgot password, reset and invitation links (issue 26). */
export const PASSWORD_LINKS = {
  forgotSent: 'If An Account Uses This E-Mail, A Link To Choose A New Password Is On Its Way.',
  passwordSaved: 'Password Saved: You Can Log In With It Now',
  invalid: 'This Link Is Not Valid. Ask For A New One.',
  expired: 'This Link Has Expired. Ask For A New One.',
  used: 'This Link Was Already Used. Ask For A New One If You Need It.',
  /** An invitation's page (/set-password) says it so: the student asks staff, not /forgot-password (issue 44 item 4). */
  invitationInvalid: 'This Invitation Is Not Valid: A Newer One May Have Replaced It. Ask Staff For A New Invitation.',
  invitationExpired: 'This Invitation Has Expired. Ask Staff For A New Invitation.',
  invitationUsed: 'This Invitation Was Already Used: Log In With The Password You Chose.',
  tooMany: 'Too Many Requests. Please Try Again Later.',
  forgotLink: 'Forgot password?',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
} as const;

export const SUCCESS = {
  userEnrolled: 'User Enrolled Successfully',
  userUnenrolled: 'User Unenrolled Successfully',
  projectAdded: 'Project Added Successfully',
  achievementGiven: 'Achievement given successfully',
  skillsUpdated: 'Skills Updated',
  avatarUpdated: 'Avatar Updated Successfully',
} as const;

export const AVATAR = {
  locked: 'Purchase 2 Or More Courses To Unlock Custom Avatars',
} as const;

export const STUDENT_PROJECTS = {
  warning: "Projects Can't Be Deleted, Don't Add Fake Projects to Prevent Ban",
} as const;

/** Toast fallbacks when a failed call carries no server message (docs/product.md#failures). */
export const FAILURE = {
  fetchAdmins: 'Failed to Fetch Admins',
  addAdmin: 'Failed to Add Admin',
  updateAdmin: 'Failed to Update Admin',
  deleteAdmin: 'Failed to Delete Admin',
  fetchUsers: 'Failed to Fetch Users',
  fetchCourses: 'Failed to Fetch Courses',
  fetchProjects: 'Failed To Fetch Projects',
  fetchAchievements: 'Error fetching achievements',
  addUser: 'Failed to Add User',
  updateUser: 'Failed to Update User',
  deleteUser: 'Failed to Delete User',
  enrollUser: 'Failed to Enroll User',
  unenrollUser: 'Failed To Unenroll User',
  addProject: 'Failed to Add Project',
  updateProject: 'Failed to Update Project',
  removeProject: 'Failed to Remove Project',
  deleteProject: 'Failed to Delete Project',
  giveAchievement: 'Error giving achievement',
  addCourse: 'Failed to Add Course',
  updateCourse: 'Failed to Update Course',
  deleteCourse: 'Failed to Delete Course',
  saveAchievement: 'Error saving achievement',
  deleteAchievement: 'Error Deleting Achievement',
  saveSkill: 'Error saving skill',
  deleteSkill: 'Error deleting skill',
  loadProfile: 'Failed to Load Profile',
  updateProfile: 'Failed to Update Profile',
  loadUserData: 'Failed to Load User Data',
  updateAvatar: 'Failed to Update Avatar',
  loadSkills: 'Failed to load skills',
  updateSkills: 'Failed to update skills',
  loadYourData: 'Failed to load your data',
  addStudentProject: 'Failed to add project',
  updateProjectUrl: 'Failed to update project URL',
  loadCourses: 'Failed to Load Courses',
  loadCourseData: 'Failed to Load Course Data',
  loadProjects: 'Failed To Load Projects',
  loadProjectDetails: 'Failed to Load Project Details',
  loadAchievements: 'Failed To Load Achievements',
  loadDashboard: 'Failed to load dashboard statistics',
  noStats: 'No Stats Data Received',
  invalidLeaderboard: 'Invalid response format',
} as const;

/** What a screen says when its data could not be loaded (beside the toast of docs/product.md#failures): never an empty state. */
export const LOAD_FAILED = {
  generic: 'This Could Not Be Loaded',
  checkConnection: 'Please Check Your Connection And Try Again.',
  tryAgain: 'Try Again',
  course: 'This Course Could Not Be Loaded',
  project: 'This Project Could Not Be Loaded',
  projects: 'Projects Could Not Be Loaded',
  courses: 'Courses Could Not Be Loaded',
  achievements: 'Achievements Could Not Be Loaded',
  developers: 'Developers Could Not Be Loaded',
  home: 'The Latest Members And Projects Could Not Be Loaded',
  yourSkills: 'Your Skills Could Not Be Loaded',
  yourProfile: 'Your Profile Could Not Be Loaded',
  yourAvatar: 'Your Avatar Could Not Be Loaded',
  yourProjects: 'Your Projects Could Not Be Loaded',
  yourCourses: 'Your Courses Could Not Be Loaded',
  courseProjects: "This Course's Projects Could Not Be Loaded",
  serverUnreachable: 'The Server Could Not Be Reached. Please Check Your Connection And Try Again.',
  login: 'Login Failed. Please Try Again Later.',
} as const;

export const EMPTY = {
  users: 'No users found',
  courses: 'No Courses Found',
  achievements: 'No achievements found',
  skills: 'No Skills Available',
  projects: 'No Projects Added Yet',
  leaderboard: 'No Users Found',
} as const;

/** Admins, users, enrollments and skills (server answers; the product rules leave their wording open: docs/product.md#messages). */
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

export const ENROLLMENTS = {
  alreadyEnrolled: 'User Is Already Enrolled In This Course',
  notEnrolled: 'User Is Not Enrolled In This Course',
  priceDecimals: 'Price May Have At Most 2 Decimals',
  priceTooHigh: 'Price Is Too High',
  refundTooHigh: 'The Refund Cannot Be More Than What Was Paid For This Course',
  /** 409 until the admin confirms: the submissions of the course go with the enrollment. */
  hasSubmissions: (count: number, points: number) =>
    `This User Has ${count} ${count === 1 ? 'Submission' : 'Submissions'} (${points} ${points === 1 ? 'Point' : 'Points'}) In This Course: Confirm To Remove ${count === 1 ? 'It' : 'Them'} With The Enrollment`,
} as const;

export const SKILLS = {
  added: 'Skill Added Successfully',
  updated: 'Skill Updated Successfully',
  deleted: 'Skill Deleted Successfully',
  notFound: 'Skill Not Found',
  nameTaken: 'The Name Has Already Been Taken',
  inUse: 'This Skill Cannot Be Deleted While Users Have It',
  unknown: 'Some Of The Chosen Skills Do Not Exist',
  mustBeList: 'Skills Must Be A List',
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

export const SUBMISSIONS = {
  added: SUCCESS.projectAdded,
  updated: 'Project Updated Successfully',
  removed: 'Project Removed Successfully',
  notFound: 'Submission Not Found',
  userNotFound: 'User Not Found',
  alreadyAdded: 'This Project Was Already Added',
  userNotEnrolled: "The User Is Not Enrolled In This Project's Course",
  studentNotEnrolled: "You Are Not Enrolled In This Project's Course",
} as const;

export const ACHIEVEMENTS = {
  added: 'Achievement Created Successfully',
  updated: 'Achievement Updated Successfully',
  deleted: 'Achievement Deleted Successfully',
  given: SUCCESS.achievementGiven,
  markedRead: 'Achievements Marked As Read',
  notFound: 'Achievement Not Found',
  userNotFound: 'User Not Found',
  earned: 'This Achievement Has Been Earned By Users: It Cannot Be Deleted',
  notManual: 'Only Manual Achievements Can Be Given',
  alreadyHas: 'The User Already Has This Achievement',
  nameTaken: 'The Name Has Already Been Taken',
  revoked: 'Achievement Revoked Successfully',
  notHeld: 'The User Does Not Have This Achievement',
  notRevocable: 'Automatic Achievements Follow Their Rule: Change The Rule Instead Of Revoking',
} as const;

/** Answered when a change kept colliding with parallel changes (PostgreSQL deadlocks, serialization failures). */
export const BUSY = 'Too Many Changes At Once: Please Try Again' as const;

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
