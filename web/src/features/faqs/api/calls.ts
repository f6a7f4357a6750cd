import type { ApiCall } from '@/lib/api';

/*
 * The FAQ pages' reads as the contract names them: the page table (app/pages.ts, in the entry chunk) names them
 * without the hooks, which load with the pages.
 */

/** GET /api/faqs/all?limit=100 — every active FAQ (the page filters them by the address's `?search`). */
export const faqsCall: ApiCall = { operation: 'listFaqs', query: { limit: 100 } };
/** GET /api/faqs/featured/list — a bare array. */
export const featuredFaqsCall: ApiCall = { operation: 'listFeaturedFaqs' };
/** GET /api/faqs/slug/{slug} — one FAQ with its questions. */
export const faqCall = (slug: string): ApiCall => ({ operation: 'getFaqBySlug', params: { slug } });
