import useSWR from 'swr';
import { apiFetch } from '@/lib/api';
import type { AdminFaq, AdminFaqPage, FaqPayload, FaqStats } from './types';

/** The FAQ admin calls (spec §2.2): the list, its stats, one FAQ, create / update / delete, the featured toggle. */

/** The spec's page size. */
export const FAQS_PAGE_SIZE = 10;

const FAQ_ADMIN = '/api/faqs/admin';
const faqPath = (id: string) => `${FAQ_ADMIN}/${encodeURIComponent(id)}`;

export function adminFaqsPath({ page, search }: { page: number; search?: string }): string {
  const query = new URLSearchParams({ page: String(page), limit: String(FAQS_PAGE_SIZE) });
  if (search?.trim()) query.set('search', search.trim());
  return `${FAQ_ADMIN}/all?${query}`;
}

const LIST_OPTIONS = { dedupingInterval: 0, keepPreviousData: true, shouldRetryOnError: false };

export const useAdminFaqs = (query: { page: number; search?: string }) =>
  useSWR<AdminFaqPage>(adminFaqsPath(query), (path: string) => apiFetch<AdminFaqPage>(path), LIST_OPTIONS);

/** A failure is ignored (the cards show a dash). */
export const useFaqStats = () =>
  useSWR<FaqStats>(`${FAQ_ADMIN}/stats`, (path: string) => apiFetch<FaqStats>(path), { dedupingInterval: 0, shouldRetryOnError: false });

/** Loaded once per visit: the form owns the values afterwards. */
export const useAdminFaq = (id: string) =>
  useSWR<AdminFaq>(id ? faqPath(id) : null, (path: string) => apiFetch<AdminFaq>(path), {
    dedupingInterval: 0,
    revalidateOnMount: true,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });

export const createFaq = (payload: FaqPayload) =>
  apiFetch<AdminFaq>(`${FAQ_ADMIN}/create`, { method: 'POST', body: JSON.stringify(payload) });

export const updateFaq = (id: string, payload: FaqPayload) =>
  apiFetch<AdminFaq>(faqPath(id), { method: 'PUT', body: JSON.stringify(payload) });

export const deleteFaq = (id: string) => apiFetch<unknown>(faqPath(id), { method: 'DELETE' });

/** PATCH without a body: the server flips `featured`. */
export const toggleFaqFeatured = (id: string) => apiFetch<unknown>(`${faqPath(id)}/featured`, { method: 'PATCH' });

/** POST /api/upload/image {image: data URL, folder} → {url}: the logo, stored like every other upload. */
export const uploadImage = (image: string, folder: string) =>
  apiFetch<{ url: string }>('/api/upload/image', { method: 'POST', body: JSON.stringify({ image, folder }) });
