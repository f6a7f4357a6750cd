/**
 * Student accounts in the admin area, called by the proxy with the signed-in administrator's own
 * access token (the Administrator role's permissions: cms/src/bootstrap/access.ts); never reached by browsers.
 *
 * GET    /api/student-admin/students?search&status&page&limit → {students, pagination, counts}
 * POST   /api/student-admin/students/:id/block                → {result: 'blocked'}   (every session ended)
 * POST   /api/student-admin/students/:id/unblock              → {result: 'unblocked'}
 * DELETE /api/student-admin/students/:id                      → {result: 'deleted'}   (the account's data erased)
 *
 * `:id` is the user's documentId; anything but a student's is a 404 (an administrator is never listed or touched).
 */
const route = (method: 'GET' | 'POST' | 'DELETE', path: string, handler: string) => ({
  method,
  path: `/student-admin/students${path}`,
  handler: `student-admin.${handler}`,
  config: { policies: [] },
});

export default {
  routes: [
    route('GET', '', 'list'),
    route('POST', '/:id/block', 'block'),
    route('POST', '/:id/unblock', 'unblock'),
    route('DELETE', '/:id', 'remove'),
  ],
};
