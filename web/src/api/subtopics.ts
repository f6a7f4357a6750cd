import useSWR from 'swr';
import type { Subtopic } from '@exam-prep/contract/public/catalogue';
import { apiFetch } from '@/lib/api';
import { operationPath } from '@exam-prep/contract/routes/paths';

/** A subtopic with its parent topic (GET /api/subtopics/all and /api/subtopics/topicname/{name}). */
export type { Subtopic };

export const subtopicsByTopicPath = (topicName: string) => operationPath('listSubtopicsOfTopic', { topicName });
export const fetchSubtopicsByTopic = (topicName: string) => apiFetch<Subtopic[]>(subtopicsByTopicPath(topicName));
export const useSubtopicsByTopic = (topicName: string | undefined) =>
  useSWR<Subtopic[]>(topicName ? subtopicsByTopicPath(topicName) : null, () => fetchSubtopicsByTopic(topicName!));

export const allSubtopicsPath = operationPath('listSubtopics');
/** Every subtopic, its names in the page's language (a mock test's page names its subtopic with them). */
export const useAllSubtopics = () => useSWR<Subtopic[]>(allSubtopicsPath, () => apiFetch<Subtopic[]>(allSubtopicsPath));

/** Admin screens: the list as stored now, never the browser's stale copy (see useExamsForAdmin). */
export const allSubtopicsForAdminKey = [allSubtopicsPath, 'admin'] as const;
export const useAllSubtopicsForAdmin = () =>
  useSWR<Subtopic[]>(allSubtopicsForAdminKey, () => apiFetch<Subtopic[]>(allSubtopicsPath, { cache: 'no-cache' }));
