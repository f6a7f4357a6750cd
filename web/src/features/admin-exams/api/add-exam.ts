import { apiFetch } from '@/lib/api';
import type { Exam } from '@/api/exams';

/** POST /api/exams/add {exam_name, exam_level?} → 201 with the stored exam (409 when the name exists in any case). */
export interface AddExamInput {
  exam_name: string;
  exam_level?: string;
}

export const addExam = (input: AddExamInput) => apiFetch<Exam>('/api/exams/add', { method: 'POST', body: JSON.stringify(input) });
