/**
 * The student-progress controller's actions the Student role may call (granted by bootstrap/student-role.ts). Each
 * is called with the student's own JWT and acts on that student's rows only (controllers/student-progress.ts).
 */
export const STUDENT_PROGRESS_ACTIONS: string[] = [
  'saveQuestion',
  'removeSavedQuestion',
  'trackVisit',
  'saveTestResult',
  'listNotes',
  'putNote',
  'deleteNote',
  'merge',
  'dashboard',
  'linkAttempt',
].map((action) => `api::student-progress.student-progress.${action}`);
