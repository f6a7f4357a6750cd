/** An exam pattern as the admin calls answer it (admin-area.md §3): the public shape plus is_active. */
export type { AdminExamPattern } from '@exam-prep/contract/admin/exam-patterns';
export type { ImportantDate } from '@exam-prep/contract/public/exam-patterns';
