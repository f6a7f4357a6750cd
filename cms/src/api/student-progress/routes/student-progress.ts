/**
 * What a student's account keeps and syncs (controllers/student-progress.ts lists the calls). Every route needs a
 * student's JWT: Strapi lets through only roles granted these actions (the Student role: actions.ts).
 */
const route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, action: string) => ({
  method,
  path: `/student-progress${path}`,
  handler: `student-progress.${action}`,
  config: { policies: [] },
});

export default {
  routes: [
    route('POST', '/saved-questions', 'saveQuestion'),
    route('POST', '/saved-questions/remove', 'removeSavedQuestion'),
    route('POST', '/visits', 'trackVisit'),
    route('POST', '/results', 'saveTestResult'),
    route('GET', '/notes', 'listNotes'),
    route('PUT', '/notes/:noteId', 'putNote'),
    route('DELETE', '/notes/:noteId', 'deleteNote'),
    route('POST', '/merge', 'merge'),
    route('GET', '/dashboard', 'dashboard'),
    route('POST', '/attempts/:attemptId/link', 'linkAttempt'),
    route('GET', '/leaderboards/:mockTestId', 'leaderboard'),
  ],
};
