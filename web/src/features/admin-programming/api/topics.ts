import useSWR from 'swr';
import { apiFetch } from '@/lib/api';
import type { AdminTopic, AdminTopicPage, TopicPayload, TopicStats } from './types';

/** The programming-topic admin calls (spec §3.2). */

export const TOPICS_PAGE_SIZE = 10;

const TOPIC_ADMIN = '/api/programming-topics/admin';
const topicPath = (id: string) => `${TOPIC_ADMIN}/${encodeURIComponent(id)}`;

export function adminTopicsPath({ page, search, category }: { page: number; search?: string; category?: string }): string {
  const query = new URLSearchParams({ page: String(page), limit: String(TOPICS_PAGE_SIZE) });
  if (search?.trim()) query.set('search', search.trim());
  if (category?.trim()) query.set('category', category.trim());
  return `${TOPIC_ADMIN}/all?${query}`;
}

const fetcher = <T>(path: string) => apiFetch<T>(path);
const ONCE = {
  dedupingInterval: 0,
  revalidateOnMount: true,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};

export const useAdminTopics = (query: { page: number; search?: string; category?: string }) =>
  useSWR<AdminTopicPage>(adminTopicsPath(query), fetcher, { dedupingInterval: 0, keepPreviousData: true, shouldRetryOnError: false });

/** Every topic's id and title, for the code-question pickers (the spec's `?limit=100`). */
export const useTopicChoices = () =>
  useSWR<AdminTopicPage>(`${TOPIC_ADMIN}/all?limit=100`, fetcher, { dedupingInterval: 0, shouldRetryOnError: false });

export const useTopicStats = () => useSWR<TopicStats>(`${TOPIC_ADMIN}/stats`, fetcher, { dedupingInterval: 0, shouldRetryOnError: false });

export const useAdminTopic = (id: string) => useSWR<AdminTopic>(id ? topicPath(id) : null, fetcher, ONCE);

export const createTopic = (payload: TopicPayload) =>
  apiFetch<AdminTopic>(`${TOPIC_ADMIN}/create`, { method: 'POST', body: JSON.stringify(payload) });

export const updateTopic = (id: string, payload: TopicPayload) =>
  apiFetch<AdminTopic>(topicPath(id), { method: 'PUT', body: JSON.stringify(payload) });

/** Deletes the topic and, on the server, all its code questions. */
export const deleteTopic = (id: string) => apiFetch<unknown>(topicPath(id), { method: 'DELETE' });

/** PATCH without a body: the server flips `featured`. */
export const toggleTopicFeatured = (id: string) => apiFetch<unknown>(`${topicPath(id)}/featured`, { method: 'PATCH' });
