import { apiFetch } from '@/lib/api';
import type { Subtopic } from '@/api/subtopics';

/** POST /api/subtopics/add {subtopic_name, topic_id, category?} → 201; the name is stored as a slug, unique site-wide. */
export interface AddSubtopicInput {
  subtopic_name: string;
  topic_id: string;
  category?: string;
}

export const addSubtopic = (input: AddSubtopicInput) =>
  apiFetch<Subtopic>('/api/subtopics/add', { method: 'POST', body: JSON.stringify(input) });
