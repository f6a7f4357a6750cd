/**
 * The proxy's door to student accounts (docs/student-accounts.md); never reached by browsers.
 *
 * The proxy's API token:
 * POST /api/student-account/register        {username, email, password, locale?, consent?}
 *                                           → {result: 'registered', token, user} | {result: 'username-taken'}
 *                                             | {result: 'email-taken', user}   (the owner, to be told by mail)
 * POST /api/student-account/login           {username, password} → {result, jwt?, refreshToken?, user?}
 * POST /api/student-account/refresh         {refreshToken} → {result: 'refreshed', jwt} | {result: 'session-ended'}
 * POST /api/student-account/logout          {refreshToken} → {result: 'signed-out'}
 * POST /api/student-account/account         {name} → {account: documentId | null}   (counting failed sign-ins)
 * POST /api/student-account/verify-email    {token} → {result: 'verified' | 'already-verified' | 'invalid'}
 * POST /api/student-account/verification    {email} → {result: 'send', token, user} | {result: 'none'}
 * POST /api/student-account/reset-request   {email} → {result: 'send', token, user} | {result: 'none'}
 * POST /api/student-account/reset-check     {token} → {result: 'valid', user} | {result: 'invalid'}
 * POST /api/student-account/reset           {token, password} → {result: 'reset' | 'invalid'}
 *
 * The Student role (the student's own access token):
 * GET  /api/student-account/me              → {profile}
 * PUT  /api/student-account/me              {display_name?, locale?} → {profile}
 * GET  /api/student-account/me/export       → the account's data
 * POST /api/student-account/me/password     {currentPassword, newPassword} → {result: 'changed', jwt, refreshToken} | {result: 'wrong-password'}
 * POST /api/student-account/me/delete       {password} → {result: 'deleted'} | {result: 'wrong-password'}
 * POST /api/student-account/me/sessions/end → {result: 'signed-out'}
 *
 * Internal answers are 200 with a `result`: a 401/403 status here must keep meaning "the token was refused".
 */
const route = (method: 'GET' | 'POST' | 'PUT', path: string, handler: string) => ({
  method,
  path: `/student-account${path}`,
  handler: `student-account.${handler}`,
  config: { policies: [] },
});

export default {
  routes: [
    route('POST', '/register', 'register'),
    route('POST', '/login', 'login'),
    route('POST', '/refresh', 'refresh'),
    route('POST', '/logout', 'logout'),
    route('POST', '/account', 'account'),
    route('POST', '/verify-email', 'verifyEmail'),
    route('POST', '/verification', 'requestVerification'),
    route('POST', '/reset-request', 'requestReset'),
    route('POST', '/reset-check', 'checkReset'),
    route('POST', '/reset', 'resetPassword'),
    route('GET', '/me', 'me'),
    route('PUT', '/me', 'updateMe'),
    route('GET', '/me/export', 'exportData'),
    route('POST', '/me/password', 'changePassword'),
    route('POST', '/me/delete', 'deleteAccount'),
    route('POST', '/me/sessions/end', 'endAllSessions'),
  ],
};
