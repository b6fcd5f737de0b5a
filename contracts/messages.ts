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

/**
 * What the server answers of itself, for no route's own rule (server/plugins/errors.ts, web.ts): a
 * race two changes ran, a value no column holds, a body of the wrong kind, an unknown address,
 * anything unexpected.
 */
export const SERVER = {
  /** 409: a unique constraint refused the change (two requests raced). */
  recordExists: 'This Record Already Exists',
  /** 409: another integrity constraint refused it. */
  changeConflicts: 'This Change Conflicts With Existing Records',
  /** 422: a value no column can hold slipped past the schemas. */
  valueNotStorable: 'This Value Cannot Be Stored',
  /** 422: a body that is a list, a text or a number instead of an object. */
  bodyNotObject: 'The Request Body Must Be A JSON Object',
  /** 422: a field refused without a message of its own. */
  invalidValue: 'Invalid value',
  /** 422 with no field named (none is expected). */
  dataInvalid: 'The given data was invalid.',
  /** 404: no route at this address (or with this method). */
  notFound: 'Not Found',
  /** 500: anything unexpected (logged; never a stack trace). */
  error: 'Server Error',
} as const;

/** Answered when a change kept colliding with parallel changes (PostgreSQL deadlocks, serialization failures). */
export const BUSY = 'Too Many Changes At Once: Please Try Again' as const;
