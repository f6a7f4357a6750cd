/**
 * Reports of mistakes in questions, called by the proxy only (never reached by browsers):
 *
 * With the proxy's token (an anonymous reporter) or a student's JWT (the report linked to the account):
 *   POST /api/question-reports/questions/:questionId            {reason, note?, reporter_hash?} → 201 {_id, status}
 *   GET  /api/question-reports/questions/:questionId/mine?reporter_hash → {reports}
 * With a student's JWT:
 *   GET  /api/question-reports/student                           → {reports}
 * With an administrator's JWT (the Administrator role, cms/src/bootstrap/access.ts):
 *   GET  /api/question-reports/admin?status&reason&page&limit    → {questions, pagination}
 *   GET  /api/question-reports/admin/stats                       → {open, fixed, rejected}
 *   GET  /api/question-reports/admin/export?status&offset&limit  → {rows}
 *   GET  /api/question-reports/admin/questions/:questionId/open  → {open}
 *   POST /api/question-reports/admin/questions/:questionId/resolve {status, note?} → {resolved}
 *
 * `:questionId` is the question's documentId; a held question is a 404 to reporters, as for any public read.
 */
const route = (method: 'GET' | 'POST', path: string, action: string) => ({
  method,
  path: `/question-reports${path}`,
  handler: `question-report.${action}`,
  config: { policies: [] },
});

export default {
  routes: [
    route('POST', '/questions/:questionId', 'create'),
    route('GET', '/questions/:questionId/mine', 'mine'),
    route('GET', '/student', 'studentList'),
    route('GET', '/admin', 'adminList'),
    route('GET', '/admin/stats', 'stats'),
    route('GET', '/admin/export', 'exportRows'),
    route('GET', '/admin/questions/:questionId/open', 'openCount'),
    route('POST', '/admin/questions/:questionId/resolve', 'resolve'),
  ],
};
