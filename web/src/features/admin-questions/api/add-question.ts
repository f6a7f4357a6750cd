import { apiFetch } from '../../../lib/api';
import type { QuestionRecord } from '../../../api/questions';

/** POST /api/questions/add, multipart (see lib/question-form buildQuestionFormData) → 201 with the stored record. */
export const addQuestion = (form: FormData) => apiFetch<QuestionRecord>('/api/questions/add', { method: 'POST', body: form });
