import { apiFetch } from '@/lib/api';
import type { AdminQuestionRecord } from '@exam-prep/contract/admin/question-records';

/** PUT /api/questions/update/{id}, the add form's multipart shape with each option's _id → 200 with the record. */
export const updateQuestion = (id: string, form: FormData) =>
  apiFetch<AdminQuestionRecord>(`/api/questions/update/${encodeURIComponent(id)}`, { method: 'PUT', body: form });
