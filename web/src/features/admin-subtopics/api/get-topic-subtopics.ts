import useSWR from 'swr';
import { apiFetch } from '@/lib/api';
import type { Subtopic } from '@/api/subtopics';

/** GET /api/subtopics/topic/{topicId}: one topic's subtopics, alphabetical ([] for an unknown topic; session needed). */
export const topicSubtopicsPath = (topicId: string) => `/api/subtopics/topic/${encodeURIComponent(topicId)}`;
export const fetchTopicSubtopics = (path: string) => apiFetch<Subtopic[]>(path);

/** No topic chosen → no request and no list. */
export const useTopicSubtopics = (topicId: string) =>
  useSWR<Subtopic[]>(topicId ? topicSubtopicsPath(topicId) : null, fetchTopicSubtopics, { dedupingInterval: 0 });
