import { studentRequest } from './student-request';

/** GET /api/student/export: everything the account holds, as JSON (the "Download my data" file). */
export const exportStudentData = () => studentRequest<unknown>('/api/student/export');
