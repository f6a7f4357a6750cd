/** The users-permissions role of students (made at start-up: cms/src/bootstrap/student-role.ts). */
export const STUDENT_ROLE_TYPE = 'student';

/** What a student keeps beside the users-permissions user (locale, display name, public number, consent). */
export const STUDENT_PROFILES_TABLE = 'student_profiles';
/** The SHA-256 of the tokens mailed to students (verify email, reset password), with their purpose and life. */
export const STUDENT_TOKENS_TABLE = 'student_tokens';

/**
 * The student-account actions a signed-in student may call with their own access token (the Student role's
 * permissions); the others are the proxy token's (cms/src/bootstrap/access.ts).
 */
export const STUDENT_ACCOUNT_ACTIONS = ['me', 'updateMe', 'exportData', 'changePassword', 'deleteAccount', 'endAllSessions'].map(
  (action) => `api::student-account.student-account.${action}`,
);

/** The proxy token's student-account actions: sign-up, sign-in, sessions, mailed tokens. */
export const STUDENT_ACCOUNT_PROXY_ACTIONS = [
  'register',
  'login',
  'refresh',
  'logout',
  'account',
  'verifyEmail',
  'requestVerification',
  'requestReset',
  'checkReset',
  'resetPassword',
].map((action) => `api::student-account.student-account.${action}`);
