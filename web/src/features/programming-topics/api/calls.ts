import type { ApiCall } from '@/lib/api';

/*
 * The programming pages' reads as the contract names them: the page table (app/pages.ts, in the entry chunk)
 * names them without the hooks, which load with the pages.
 */

/** GET /api/programming-topics/all?limit=100 — every active topic (the page filters them by the address). */
export const topicsCall: ApiCall = { operation: 'listProgrammingTopics', query: { limit: 100 } };
/** GET /api/programming-topics/featured/list — a bare array. */
export const featuredTopicsCall: ApiCall = { operation: 'listFeaturedProgrammingTopics' };
/** GET /api/programming-topics/categories — `{categories}` of active topics. */
export const categoriesCall: ApiCall = { operation: 'listProgrammingCategories' };
/** GET /api/programming-topics/slug/{slug} — the topic, its questions and their number. */
export const topicPageCall = (slug: string): ApiCall => ({ operation: 'getProgrammingTopicBySlug', params: { slug } });
