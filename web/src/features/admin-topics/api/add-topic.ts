import { apiFetch } from '@/lib/api';
import type { Topic } from '@/api/topics';

/** POST /api/topics/add {topic_name} → 201; the server stores the name as a slug ('General Aptitude' → 'general-aptitude'). */
export const addTopic = (topicName: string) =>
  apiFetch<Topic>('/api/topics/add', { method: 'POST', body: JSON.stringify({ topic_name: topicName }) });
