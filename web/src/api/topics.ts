import useSWR from 'swr';
import type { Topic } from '@exam-prep/contract/public/catalogue';
import { apiFetch } from '@/lib/api';
import { operationPath } from '@exam-prep/contract/routes/paths';

/** GET /api/topics/all — used by practice and the mock-test topic directory. topic_name is a slug: show it with titleCase(). */
export type { Topic };

export const topicsPath = operationPath('listTopics');
export const fetchTopics = () => apiFetch<Topic[]>(topicsPath);
export const useTopics = () => useSWR<Topic[]>(topicsPath, fetchTopics);

/** Admin screens: the list as stored now, never the browser's stale copy (see useExamsForAdmin). */
export const topicsForAdminKey = [topicsPath, 'admin'] as const;
export const useTopicsForAdmin = () => useSWR<Topic[]>(topicsForAdminKey, () => apiFetch<Topic[]>(topicsPath, { cache: 'no-cache' }));
