/** The student-progress controller's actions the Student role may call (granted by bootstrap/student-role.ts). */
export const STUDENT_PROGRESS_ACTIONS: string[] = [];
