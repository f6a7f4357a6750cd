import useSWR from 'swr';
import type { Faq, FaqListAnswer, FaqSummary } from '@exam-prep/contract/public/faqs';
import { apiFetch, callPath, type ApiCall } from '@/lib/api';

export type { Faq, FaqListAnswer, FaqQuestion, FaqSummary } from '@exam-prep/contract/public/faqs';

/** GET /api/faqs/all?limit=100 — every active FAQ (the page filters them by the address's `?search`). */
export const faqsCall: ApiCall = { operation: 'listFaqs', query: { limit: 100 } };
const faqsPath = callPath(faqsCall);
export const useFaqs = () => useSWR<FaqListAnswer>(faqsPath, () => apiFetch<FaqListAnswer>(faqsPath));

/** GET /api/faqs/featured/list — a bare array; a failure only hides the section. */
export const featuredFaqsCall: ApiCall = { operation: 'listFeaturedFaqs' };
const featuredFaqsPath = callPath(featuredFaqsCall);
export const useFeaturedFaqs = () =>
  useSWR<FaqSummary[]>(featuredFaqsPath, () => apiFetch<FaqSummary[]>(featuredFaqsPath), {
    shouldRetryOnError: false,
    onError: (error) => console.error('Could not load featured FAQs', error),
  });

/** GET /api/faqs/slug/{slug} — one FAQ with its questions; any failure shows the Not Found screen. */
export const faqCall = (slug: string): ApiCall => ({ operation: 'getFaqBySlug', params: { slug } });
export const useFaq = (slug: string) =>
  useSWR<Faq>(slug ? callPath(faqCall(slug)) : null, (path: string) => apiFetch<Faq>(path), {
    shouldRetryOnError: (error: unknown) => (error as { status?: number }).status !== 404,
  });
