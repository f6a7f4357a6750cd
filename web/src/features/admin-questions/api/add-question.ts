import { apiFetch } from '@/lib/api';
import type { AdminQuestionRecord } from '@exam-prep/contract/admin/question-records';

/** POST /api/questions/add, multipart (see lib/question-form buildQuestionFormData) → 201 with the stored record. */
export const addQuestion = (form: FormData) => apiFetch<AdminQuestionRecord>('/api/questions/add', { method: 'POST', body: form });
