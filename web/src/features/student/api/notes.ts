import type { StudentNote } from '@exam-prep/contract/student/progress';
import { studentRequest } from './student-request';

const notePath = (id: string) => `/api/student/notes/${encodeURIComponent(id)}`;

/** GET /api/student/notes: every note of the account, deleted ones as tombstones (deletedAt set). */
export const listAccountNotes = () => studentRequest<{ notes: StudentNote[] }>('/api/student/notes');

/** PUT /api/student/notes/{id}: stored unless the account's is later; answers the note as stored. */
export const putAccountNote = (id: string, note: { title: string; content: string; createdAt: string; updatedAt: string }) =>
  studentRequest<{ note: StudentNote }>(notePath(id), { method: 'PUT', body: note });

/** DELETE /api/student/notes/{id}: leaves a tombstone (404 when the account never had the note). */
export const deleteAccountNote = (id: string) => studentRequest<{ note: StudentNote }>(notePath(id), { method: 'DELETE' });
