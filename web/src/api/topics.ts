import useSWR from 'swr';
import { apiFetch } from '../lib/api';

/** GET /api/topics/all — used by practice and the mock-test topic directory. */
export interface Topic {
  _id: string;
  /** Stored as a hyphenated slug ('general-aptitude'); show it with titleCase(). */
  topic_name: string;
}

export const topicsPath = '/api/topics/all';
export const fetchTopics = () => apiFetch<Topic[]>(topicsPath);
export const useTopics = () => useSWR<Topic[]>(topicsPath, fetchTopics);

/** Admin screens: the list as stored now, never the browser's stale copy (see useExamsForAdmin). */
export const topicsForAdminKey = [topicsPath, 'admin'] as const;
export const useTopicsForAdmin = () => useSWR<Topic[]>(topicsForAdminKey, () => apiFetch<Topic[]>(topicsPath, { cache: 'no-cache' }));
