/**
 * The student session's cookies (a module of its own: the web app reads the hint's name without the account
 * module's password estimator).
 */
export const STUDENT_SESSION_COOKIE = 'examprep_student';
/**
 * Set and cleared with the student's session, readable by the page's scripts, holding nothing but "1": a page asks
 * GET /api/student/profile only when it is there, so a visitor who never signed in costs no request (and no 401).
 */
export const STUDENT_HINT_COOKIE = 'examprep_student_hint';
