import useSWR from 'swr';
import type {
  ProgrammingCategories,
  ProgrammingTopicListAnswer,
  ProgrammingTopicPage,
  ProgrammingTopicSummary,
} from '@exam-prep/contract/public/programming';
import { apiFetch, callPath } from '@/lib/api';
import { categoriesCall, featuredTopicsCall, topicPageCall, topicsCall } from './calls';

/** GET /api/programming-topics/all?limit=100 — every active topic (the page filters them by the address). */
const topicsPath = callPath(topicsCall);
export const useTopics = () => useSWR<ProgrammingTopicListAnswer>(topicsPath, () => apiFetch<ProgrammingTopicListAnswer>(topicsPath));

/** Lists whose failure only hides their part of the page (the featured section, the category select). */
const tolerated = (what: string) => ({
  shouldRetryOnError: false,
  onError: (error: unknown) => console.error(`Could not load ${what}`, error),
});

/** GET /api/programming-topics/featured/list — a bare array. */
const featuredTopicsPath = callPath(featuredTopicsCall);
export const useFeaturedTopics = () =>
  useSWR<ProgrammingTopicSummary[]>(
    featuredTopicsPath,
    () => apiFetch<ProgrammingTopicSummary[]>(featuredTopicsPath),
    tolerated('featured topics'),
  );

/** GET /api/programming-topics/categories — `{categories}` of active topics. */
const categoriesPath = callPath(categoriesCall);
export const useTopicCategories = () =>
  useSWR<ProgrammingCategories>(categoriesPath, () => apiFetch<ProgrammingCategories>(categoriesPath), tolerated('topic categories'));

/** GET /api/programming-topics/slug/{slug} — the topic, its questions and their number; any failure is Not Found. */
export const useTopicPage = (slug: string) =>
  useSWR<ProgrammingTopicPage>(slug ? callPath(topicPageCall(slug)) : null, (path: string) => apiFetch<ProgrammingTopicPage>(path), {
    shouldRetryOnError: (error: unknown) => (error as { status?: number }).status !== 404,
  });
