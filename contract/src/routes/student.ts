import { z } from 'zod';
import {
  changePasswordBody,
  deleteAccountBody,
  emailBody,
  messageAnswer,
  registerBody,
  resetPasswordBody,
  studentExport,
  studentLoginAnswer,
  studentLoginBody,
  studentProfile,
  updateProfileBody,
} from '#src/student/account.js';
import { created, ok, type Answer, type Method, type Operation } from './operation.js';

/** Student accounts: sign-up, sign-in, sessions, verification, passwords, privacy (docs/student-accounts.md). */

const account = (
  id: string,
  method: Method,
  path: string,
  summary: string,
  auth: Operation['auth'],
  responses: Record<number, Answer>,
  more: Partial<Operation> = {},
): Operation => ({
  id,
  method,
  path,
  tag: 'Students',
  summary,
  auth,
  responses,
  // Writes refuse a foreign Origin (403) and a body over the limit (413); student calls need the session (401).
  errorStatuses: [...(auth === 'student' ? [401] : []), ...(method === 'get' ? [] : [403, 413])],
  ...more,
});

const verifyEmailQuery = z.object({ token: z.string().optional().describe('The token of the mailed link (URL-safe)') });

export const studentAccountOperations: Operation[] = [
  account(
    'registerStudent',
    'post',
    '/api/student/register',
    'Signs a student up and mails a verification link',
    'none',
    created(messageAnswer),
    {
      body: registerBody,
      bodyTypes: ['application/json', 'application/x-www-form-urlencoded'],
      // 409: the username is taken (a taken email answers 201 like any sign-up: its owner is told by mail).
      errorStatuses: [403, 409, 413, 429],
    },
  ),
  account(
    'signInStudent',
    'post',
    '/api/student/login',
    'Signs a student in by username or email: sets the student session cookie',
    'none',
    ok(studentLoginAnswer, 'Signed in; Set-Cookie carries the student session'),
    {
      body: studentLoginBody,
      bodyTypes: ['application/json', 'application/x-www-form-urlencoded'],
      // 401 wrong credentials (or not a student account), 403 unverified or blocked.
      errorStatuses: [401, 403, 413, 429, 502],
    },
  ),
  account(
    'signOutStudent',
    'post',
    '/api/student/logout',
    'Ends the student session (also without one) and clears its cookie',
    'none',
    ok(messageAnswer),
    {
      errorStatuses: [403],
    },
  ),
  account(
    'signOutStudentEverywhere',
    'post',
    '/api/student/logout-all',
    "Ends every session of the student's account",
    'student',
    ok(messageAnswer),
  ),
  account('studentProfile', 'get', '/api/student/profile', 'The signed-in student (exactly 200), else 401', 'student', ok(studentProfile)),
  account(
    'updateStudentProfile',
    'patch',
    '/api/student/profile',
    'Changes the display name or the language',
    'student',
    ok(studentProfile),
    {
      body: updateProfileBody,
    },
  ),
  account(
    'verifyStudentEmail',
    'get',
    '/api/student/verify-email',
    'Verifies the email of a mailed link (exactly 200; a used link answers 200 "Email already verified")',
    'none',
    ok(messageAnswer),
    { query: verifyEmailQuery },
  ),
  account(
    'resendVerification',
    'post',
    '/api/student/resend-verification',
    'Mails a new verification link to an unverified account (exactly 200 for any address)',
    'none',
    ok(messageAnswer),
    { body: emailBody, errorStatuses: [403, 413, 429] },
  ),
  account(
    'forgotStudentPassword',
    'post',
    '/api/student/forgot-password',
    'Mails a link to choose a new password (200 for any address)',
    'none',
    ok(messageAnswer),
    { body: emailBody, errorStatuses: [403, 413, 429] },
  ),
  account(
    'resetStudentPassword',
    'post',
    '/api/student/reset-password',
    'Sets a new password with a mailed token (once, within the hour); ends every session',
    'none',
    ok(messageAnswer),
    { body: resetPasswordBody, errorStatuses: [403, 413, 429] },
  ),
  account(
    'changeStudentPassword',
    'post',
    '/api/student/change-password',
    'Changes the password (the current one first); ends every other session',
    'student',
    ok(messageAnswer),
    // 403: the current password is wrong; 429: too many wrong ones (counted with failed sign-ins).
    { body: changePasswordBody, errorStatuses: [401, 403, 413, 429] },
  ),
  account(
    'deleteStudentAccount',
    'delete',
    '/api/student/account',
    'Deletes the account and everything it keeps, after the password',
    'student',
    ok(messageAnswer),
    { body: deleteAccountBody, errorStatuses: [401, 403, 413, 429] },
  ),
  account(
    'exportStudentData',
    'get',
    '/api/student/export',
    'Everything kept about the student, as a JSON file (Content-Disposition: attachment)',
    'student',
    ok(studentExport),
  ),
];
