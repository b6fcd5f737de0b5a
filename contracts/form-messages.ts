/**
 * The forms' validation messages and the answers of the changes students and staff make
 * (docs/product.md#messages), apart from messages.ts so that the homepage's first visit, which
 * shows no form, does not carry them.
 */
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
  /** An automatic achievement's rule (contracts/achievements.ts). */
  ruleMetricRequired: 'Rule Metric is Required',
  ruleThresholdRequired: 'Rule Threshold is Required',
  ruleThresholdMin: 'Rule Threshold Must Be At Least 1',
  /** A course's, project's or achievement's image (contracts/courses.ts imageField). */
  imageUrl: 'Image Must Be An https:// URL Or An Uploaded File',
  /** A course's link. */
  linkUrl: 'Link Must Start With http:// or https://',
  /** A profile's avatar (contracts/users.ts avatarField). */
  avatarUnknown: 'Choose One Of The Available Avatars',
  /** The account's language (issue 47): contracts/constants.ts LOCALES. */
  locale: 'Language Must Be en Or ar',
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

/** The unsubscribe link of a notification mail (issue 48): it turns that mail off, nothing else. */
export const UNSUBSCRIBE = {
  done: 'You Will No Longer Receive These E-Mails',
  invalid: 'This Unsubscribe Link Is Not Valid. Turn These E-Mails Off In Edit Profile.',
  expired: 'This Unsubscribe Link Has Expired. Turn These E-Mails Off In Edit Profile.',
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

/** Enrollments and skills (server answers; the product rules leave their wording open: docs/product.md#messages). */
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

/** The live stream's refusals (issue 49). */
export const LIVE = {
  ticketRefused: 'This Live Ticket Is Not Valid: Ask For A New One',
  full: 'Too Many Live Connections: Try Again In A Minute',
} as const;

/** The answers of a student's notifications (issue 48). */
export const NOTIFICATIONS = {
  markedRead: 'Notification Marked As Read',
  allMarkedRead: 'All Notifications Marked As Read',
  notFound: 'Notification Not Found',
} as const;

export const FIRST_STEPS = {
  dismissed: 'First Steps Dismissed',
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
