/** The question-report controller's actions, granted by cms/src/bootstrap/access.ts and student-role.ts. */
const action = (name: string) => `api::question-report.question-report.${name}`;

/** The proxy's token: reports sent without an account. */
export const REPORT_PROXY_ACTIONS = ['create', 'mine'].map(action);
/** A student's JWT: reports linked to the account, and the student's own list. */
export const REPORT_STUDENT_ACTIONS = ['create', 'mine', 'studentList'].map(action);
/** An administrator's JWT: the list, stats, export, a question's open count, and resolving. */
export const REPORT_ADMINISTRATOR_ACTIONS = ['adminList', 'stats', 'exportRows', 'openCount', 'resolve'].map(action);
