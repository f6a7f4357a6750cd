import useSWR from 'swr';
import type { Faq, FaqListAnswer, FaqSummary } from '@exam-prep/contract/public/faqs';
import { apiFetch, callPath } from '@/lib/api';
import { faqCall, faqsCall, featuredFaqsCall } from './calls';

export type { Faq, FaqListAnswer, FaqQuestion, FaqSummary } from '@exam-prep/contract/public/faqs';

/** Every active FAQ. */
const faqsPath = callPath(faqsCall);
export const useFaqs = () => useSWR<FaqListAnswer>(faqsPath, () => apiFetch<FaqListAnswer>(faqsPath));

/** The featured FAQs; a failure only hides their section. */
const featuredFaqsPath = callPath(featuredFaqsCall);
export const useFeaturedFaqs = () =>
  useSWR<FaqSummary[]>(featuredFaqsPath, () => apiFetch<FaqSummary[]>(featuredFaqsPath), {
    shouldRetryOnError: false,
    onError: (error) => console.error('Could not load featured FAQs', error),
  });

/** One FAQ; any failure shows the Not Found screen. */
export const useFaq = (slug: string) =>
  useSWR<Faq>(slug ? callPath(faqCall(slug)) : null, (path: string) => apiFetch<Faq>(path), {
    shouldRetryOnError: (error: unknown) => (error as { status?: number }).status !== 404,
  });
