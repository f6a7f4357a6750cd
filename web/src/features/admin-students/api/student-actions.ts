import type { StudentAdminAnswer } from '@exam-prep/contract/admin/students';
import { apiFetch } from '@/lib/api';

const studentPath = (id: string) => `/api/students/admin/${encodeURIComponent(id)}`;

/** POST /api/students/admin/{id}/block — every session of the student ends at once. */
export const blockStudent = (id: string) => apiFetch<StudentAdminAnswer>(`${studentPath(id)}/block`, { method: 'POST' });

/** POST /api/students/admin/{id}/unblock */
export const unblockStudent = (id: string) => apiFetch<StudentAdminAnswer>(`${studentPath(id)}/unblock`, { method: 'POST' });

/** DELETE /api/students/admin/{id} — the account and everything it keeps. */
export const deleteStudent = (id: string) => apiFetch<StudentAdminAnswer>(studentPath(id), { method: 'DELETE' });
