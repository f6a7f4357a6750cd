import type { Operation } from './operation.js';

/** What a student's account keeps and syncs, and the dashboard (docs/student-accounts.md). */
export const studentProgressOperations: Operation[] = [];
