/** Which routes each access group holds; app.ts puts the group's guard in front of them. */
import { adminAchievementRoutes } from './modules/achievements/admin-routes.js';
import { publicAchievementRoutes } from './modules/achievements/public-routes.js';
import { studentAchievementRoutes } from './modules/achievements/student-routes.js';
import { publicActivityRoutes } from './modules/activity/public-routes.js';
import { adminAdminRoutes } from './modules/admins/admin-routes.js';
import { adminAuditRoutes } from './modules/audit/admin-routes.js';
import { adminBulkRoutes } from './modules/bulk/admin-routes.js';
import { adminLogoutRoutes, loginRoutes, userLogoutRoutes } from './modules/auth/routes.js';
import { adminCohortRoutes } from './modules/cohorts/admin-routes.js';
import { adminCourseRoutes } from './modules/courses/admin-routes.js';
import { adminInvitationRoutes } from './modules/invitations/admin-routes.js';
import { publicConfigRoutes } from './modules/config/public-routes.js';
import { publicCourseRoutes } from './modules/courses/public-routes.js';
import { adminExportRoutes } from './modules/exports/admin-routes.js';
import { adminEnrollmentRoutes } from './modules/enrollments/admin-routes.js';
import { adminJobRoutes } from './modules/jobs/admin-routes.js';
import { adminPaymentRoutes } from './modules/payments/admin-routes.js';
import { adminProjectRoutes } from './modules/projects/admin-routes.js';
import { publicProjectRoutes } from './modules/projects/public-routes.js';
import { adminSettingsRoutes } from './modules/settings/admin-routes.js';
import { adminSkillRoutes } from './modules/skills/admin-routes.js';
import { publicSkillRoutes } from './modules/skills/public-routes.js';
import { studentSkillRoutes } from './modules/skills/student-routes.js';
import { adminStatsRoutes } from './modules/stats/admin-routes.js';
import { publicStatsRoutes } from './modules/stats/public-routes.js';
import { adminSuspensionRoutes } from './modules/suspensions/admin-routes.js';
import { adminSubmissionRoutes } from './modules/submissions/admin-routes.js';
import { studentSubmissionRoutes } from './modules/submissions/student-routes.js';
import { adminUploadRoutes } from './modules/uploads/admin-routes.js';
import { adminUserRoutes } from './modules/users/admin-routes.js';
import { publicLiveRoutes, studentLiveRoutes } from './modules/live/routes.js';
import { studentNotificationRoutes } from './modules/notifications/student-routes.js';
import { publicUserRoutes } from './modules/users/public-routes.js';
import { studentUserRoutes } from './modules/users/student-routes.js';

/** /api/admin/* except login: admin token required. */
export const adminRouteModules = [
  adminLogoutRoutes,
  adminAdminRoutes,
  adminUserRoutes,
  adminBulkRoutes,
  adminEnrollmentRoutes,
  adminSubmissionRoutes,
  adminSuspensionRoutes,
  adminCourseRoutes,
  adminProjectRoutes,
  adminAchievementRoutes,
  adminSkillRoutes,
  adminStatsRoutes,
  adminPaymentRoutes,
  adminUploadRoutes,
  adminCohortRoutes,
  adminInvitationRoutes,
  adminExportRoutes,
  adminJobRoutes,
  adminSettingsRoutes,
  adminAuditRoutes,
];

/** The student's own data: student token required. */
export const studentRouteModules = [
  userLogoutRoutes,
  studentUserRoutes,
  studentSkillRoutes,
  studentSubmissionRoutes,
  studentAchievementRoutes,
  studentNotificationRoutes,
  studentLiveRoutes,
];

/** Anyone; a student token, when sent, personalises some answers. */
export const publicRouteModules = [
  loginRoutes,
  publicUserRoutes,
  publicActivityRoutes,
  publicCourseRoutes,
  publicProjectRoutes,
  publicAchievementRoutes,
  publicSkillRoutes,
  publicStatsRoutes,
  publicConfigRoutes,
  publicLiveRoutes,
];
