import { adminRecordsApi, useAdminRead } from '@/components/admin/admin-records-api';
import type { AdminTopic, AdminTopicPage, TopicPayload, TopicStats } from './types';

/** The programming-topic admin calls (spec §3.2). */

export const TOPICS_PAGE_SIZE = 10;

const TOPIC_ADMIN = '/api/programming-topics/admin';
const topics = adminRecordsApi<AdminTopic, TopicPayload>(TOPIC_ADMIN, TOPICS_PAGE_SIZE);

export const adminTopicsPath = ({ page, search, category }: { page: number; search?: string; category?: string }): string =>
  topics.listPath(page, { search: search?.trim(), category: category?.trim() });

export const useAdminTopics = (query: { page: number; search?: string; category?: string }) =>
  topics.useList<AdminTopicPage>(adminTopicsPath(query));

/** Every topic's id and title, for the code-question pickers (the spec's `?limit=100`). */
export const useTopicChoices = () => useAdminRead<AdminTopicPage>(`${TOPIC_ADMIN}/all?limit=100`);

export const useTopicStats = () => topics.useStats<TopicStats>();
export const useAdminTopic = topics.useRecord;
export const createTopic = topics.create;
export const updateTopic = topics.update;
/** Deletes the topic and, on the server, all its code questions. */
export const deleteTopic = topics.remove;
/** PATCH without a body: the server flips `featured`. */
export const toggleTopicFeatured = topics.toggleFeatured;
